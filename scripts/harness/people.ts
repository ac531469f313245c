// The accounts every script and browser test signs in as, written down once.

/**
 * The demo merchant and customer `npm run seed:demo` writes (docs/product.md, "Demo data"); every
 * demo customer shares the customer's password. The server's seed is their source: these must
 * match it.
 */
export const DEMO_MERCHANT = { email: 'owner@demo.qrewards.local', password: 'Demo-merchant-2026' };
export const DEMO_CUSTOMER = {
  email: 'ana.pereira@demo.qrewards.local',
  password: 'Demo-customer-2026',
};

/**
 * The administrators the server creates at start from ADMIN_EMAIL and ADMIN_PASSWORD, one per
 * kind of run so no run signs in as another's.
 */
export const ADMINS = {
  /** The browser tests (playwright.config.ts). */
  e2e: { email: 'admin@e2e.qrewards.test', password: 'Admin-e2e-2026' },
  /** The guides' screenshots (scripts/screenshots/). */
  docs: { email: 'admin@docs.qrewards.local', password: 'Docs-admin-2026' },
  /** The benches and the cluster tests, who accept the seeded merchants' requests. */
  bench: { email: 'bench.admin@example.com', password: 'Bench-admin-2026' },
} as const;

/** The settings that make the server create `admin` at start. */
export const adminEnv = (admin: { email: string; password: string }) => ({
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});

/** A fresh address per run, so runs never trip over each other's accounts. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The password of every account the scripts and tests sign up. */
export const PASSWORD = 'Rewards-harness-2026';

/** What a merchant's request says, in the API's fields and as the request form labels them. */
export const SAMPLE_REQUEST = {
  storeName: 'Bean & Leaf Coffee',
  businessName: 'Bean & Leaf Coffee',
  category: 'Cafe',
  description: 'Single-origin coffee and fresh pastries, ten stamps for a free drink.',
  phone: '+14155550123',
  addressLine: '200 Harbor Way',
  city: 'San Francisco',
  postalCode: '94107',
  country: 'US',
};
