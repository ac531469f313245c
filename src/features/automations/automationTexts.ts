// What each automation is called and does, in the merchant's words (docs/product.md,
// "Automations"). One place, so the page, its results and the guide say the same thing.

export type AutomationKind = 'win_back' | 'birthday' | 'near_reward' | 'expiry_reminder';
export type Segment = 'everyone' | 'lapsed' | 'near_reward' | 'top_visitors';
export type OfferKind = 'none' | 'bonus_stamps' | 'reward';

export const AUTOMATION_ORDER: readonly AutomationKind[] = [
  'win_back',
  'birthday',
  'near_reward',
  'expiry_reminder',
];

export const AUTOMATION_TEXTS: Record<AutomationKind, { title: string; description: string }> = {
  win_back: {
    title: 'Win-back',
    description:
      'A regular (3 visits or more) who stays away twice as long as they usually do between visits gets a message with your offer.',
  },
  birthday: {
    title: 'Birthday',
    description:
      'A gift before the customer’s birthday, for those who gave their birth date on their profile.',
  },
  near_reward: {
    title: 'One stamp away',
    description:
      'A customer one stamp (or 90 %) from a reward who has not been back for a while gets a reminder.',
  },
  expiry_reminder: {
    title: 'Reward or stamps expiring',
    description:
      'When your stamps or rewards expire, customers are reminded 7 days before theirs do. Expiry is off until you set it below.',
  },
};

export const SEGMENT_TEXTS: Record<Segment, { label: string; description: string }> = {
  everyone: { label: 'Everyone', description: 'Every customer who holds a card of the store.' },
  lapsed: {
    label: 'Lapsed',
    description:
      'Customers away twice as long as they usually are between visits, or 60 days without any.',
  },
  near_reward: {
    label: 'Near a reward',
    description: 'Customers one stamp, or 90 %, from a reward.',
  },
  top_visitors: {
    label: 'Top 10 % by visits',
    description: 'The tenth of your customers who came most often in the last year.',
  },
};

/** "+1 stamp", "+2 stamps", "a free reward", or nothing: what an offer gives, in a phrase. */
export function offerPhrase(kind: OfferKind, stamps: number): string | null {
  if (kind === 'none') return null;
  if (kind === 'reward') return 'a free reward';
  return stamps === 1 ? '+1 stamp' : `+${stamps} stamps`;
}
