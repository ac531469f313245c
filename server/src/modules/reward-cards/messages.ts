// What a merchant reads about their reward cards (docs/product.md, "Reward cards and stamps").

export const CARD_NOT_FOUND = 'This reward card does not exist.';
export const STORE_NOT_FOUND = 'This store does not exist.';
export const NO_SUBSCRIPTION = 'Subscribe to a plan to create reward cards.';

export function planLimitMessage(max: number): string {
  return `Your plan allows ${max === 1 ? '1 active reward card' : `${max} active reward cards`}. Upgrade your plan to add more.`;
}
