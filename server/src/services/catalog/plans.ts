import type { NewPlanRow } from '../../db/schema';

/**
 * The plans every installation offers (spec FAQ: "from $29/month"), seeded at start by `code`.
 * `features` lists what the limits (`max*`) do not say: the SPA shows the limits from their fields.
 */
export const SEEDED_PLANS: readonly Omit<NewPlanRow, 'id' | 'createdAt'>[] = [
  {
    code: 'starter',
    name: 'Starter',
    description: 'One store and a few branches: everything a neighbourhood shop needs.',
    monthlyPriceCents: 2900,
    yearlyPriceCents: 29000,
    currency: 'USD',
    features: ['QR stamping', 'Basic analytics'],
    maxStores: 1,
    maxBranches: 3,
    maxRewardCards: 3,
    sortOrder: 1,
  },
  {
    code: 'growth',
    name: 'Growth',
    description: 'Several stores and more reward programs for a growing business.',
    monthlyPriceCents: 7900,
    yearlyPriceCents: 79000,
    currency: 'USD',
    features: ['QR stamping', 'Full analytics', 'Priority email support'],
    maxStores: 5,
    maxBranches: 15,
    maxRewardCards: 20,
    sortOrder: 2,
  },
  {
    code: 'scale',
    name: 'Scale',
    description: 'For chains: many stores and branches, the most reward programs.',
    monthlyPriceCents: 19900,
    yearlyPriceCents: 199000,
    currency: 'USD',
    features: ['QR stamping', 'Full analytics', 'Dedicated support'],
    maxStores: 25,
    maxBranches: 100,
    maxRewardCards: 100,
    sortOrder: 3,
  },
];
