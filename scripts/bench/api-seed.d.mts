// Types of api-seed.mjs, for the TypeScript scripts that reuse it (scripts/cluster/).
export const BENCH_ADMIN: { email: string; password: string };
export interface SeededMerchant {
  email: string;
  password: string;
  token: string;
  userId: string;
  storeId: string;
}
export function seedListedStores(
  url: string,
  stores: number,
  bulk?: number,
): Promise<SeededMerchant>;
export function seedStamping(
  url: string,
  merchant: SeededMerchant,
  customers: number,
): Promise<{ cardId: string; qrCodes: string[] }>;
