import type { Branch } from '../api/branches';
import type { Store, StoreDetail } from '../api/stores';
import type { CustomerCard, RewardCard } from '../api/rewardCards';
import type { Merchant } from '../session/sessionTypes';

// Records of the store pages for tests, shaped as the server answers them (src/api/stores.ts,
// src/api/rewardCards.ts: the generated types).

export const MERCHANT_ID = '5b0e3c1e-4a43-4b7e-9f0e-2f4b3c9a1d20';

export const CAFE_CATEGORY = {
  id: '0c8f6d1a-1b8e-4f3e-8f0a-0c6d2b7a9e01',
  name: 'Cafe',
  slug: 'cafe',
};

export const aStore = (overrides: Partial<Store> = {}): Store => ({
  id: 'e1a6c0b2-3d7f-4c59-9a1e-6b2f0d8c4a11',
  merchant_id: MERCHANT_ID,
  name: 'Café Luna',
  slug: 'cafe-luna',
  description: 'Coffee roasted in the back room.',
  category: CAFE_CATEGORY,
  avatar_url: null,
  phone: '+33 1 23 45 67 89',
  email: 'hello@cafeluna.example',
  website: 'https://cafeluna.example',
  address_line: '12 rue de Rivoli',
  city: 'Paris',
  postal_code: '75001',
  country: 'FR',
  latitude: null,
  longitude: null,
  status: 'active',
  branches_count: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const aBranch = (overrides: Partial<Branch> = {}): Branch => ({
  id: 'b7c1d2e3-0000-4000-8000-000000000001',
  store_id: aStore().id,
  name: 'Rivoli',
  address_line: '12 rue de Rivoli',
  city: 'Paris',
  postal_code: '75001',
  country: 'FR',
  phone: null,
  latitude: null,
  longitude: null,
  opening_hours: { mon: [['08:00', '18:00']], sat: [['09:00', '13:00']] },
  status: 'open',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const aRewardCard = (overrides: Partial<RewardCard> = {}): RewardCard => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  store_id: aStore().id,
  title: 'Coffee card',
  description: 'One stamp per coffee.',
  stamps_required: 5,
  reward_description: 'A free coffee',
  active: true,
  valid_until: null,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const aCustomerCard = (overrides: Partial<CustomerCard> = {}): CustomerCard => ({
  id: 'cc000000-0000-4000-8000-000000000001',
  reward_card: aRewardCard(),
  store: { id: aStore().id, name: aStore().name, avatar_url: null },
  stamps: 3,
  stamps_waiting: 0,
  rewards_ready: 0,
  rewards_earned: 0,
  rewards_redeemed: 0,
  last_activity_at: '2026-11-20T10:00:00.000Z',
  paused: false,
  stamps_expire_at: null,
  reward_expires_at: null,
  ...overrides,
});

export const aStoreDetail = (overrides: Partial<StoreDetail> = {}): StoreDetail => ({
  ...aStore(),
  counter_idle_lock_seconds: 120,
  branches: [aBranch()],
  reward_cards: [aRewardCard()],
  ...overrides,
});

/** The merchant record of the owner of `aStore()`, for a session's `merchant`. */
export const storeOwner = (): Merchant => ({
  id: MERCHANT_ID,
  user_id: '8d1c3c1e-4a43-4b7e-9f0e-2f4b3c9a1d10',
  username: 'amira',
  first_name: 'Amira',
  last_name: 'Haddad',
  email: 'amira@example.com',
  business_name: 'Luna SARL',
  business_type: 'company',
  verification_status: 'verified',
  email_verified: true,
  status: 'active',
});
