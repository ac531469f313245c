// PENDING: the routes of the stamps, home and store-detail work are built on the server at the same
// time as the SPA's scanner and dashboard, so they are not in the generated types yet
// (src/api/generated, `npm run api:types`). These are written by hand to the contract the server
// is built to (what docs/product.md, "Scanning a customer" and "The customer's dashboard", use).
// The merger replaces each of them by the generated type
// (`AnswerData<'/home', 'get'>` and the like, src/api/contract.ts) and deletes this file; a field
// that differs then shows up in the type check wherever it is used.

import type { Merchant, SessionUser, StepStatus } from '../features/session/sessionTypes';
import type { Subscription } from './subscriptions';

/** docs/api.md, "Records": `store`. */
export interface StoreRecord {
  id: string;
  merchant_id: string;
  name: string;
  slug: string;
  description: string;
  category: { id: string; name: string; slug: string } | null;
  avatar_url: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  address_line: string;
  city: string;
  postal_code: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  status: 'active' | 'hidden';
  branches_count: number;
  created_at: string;
  updated_at: string;
}

/** Days `mon`..`sun`, each a list of `[open, close]` `HH:MM` pairs; a missing or empty day is closed. */
export type OpeningHours = Partial<
  Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', [string, string][]>
>;

/** docs/api.md, "Records": `branch`. */
export interface BranchRecord {
  id: string;
  store_id: string;
  name: string;
  address_line: string;
  city: string;
  postal_code: string;
  country: string;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  opening_hours: OpeningHours;
  status: 'open' | 'closed';
}

/** docs/api.md, "Records": `reward_card`, a store's loyalty program. */
export interface RewardCardRecord {
  id: string;
  store_id: string;
  title: string;
  description: string | null;
  stamps_required: number;
  reward_description: string;
  active: boolean;
  valid_until: string | null;
  created_at: string;
}

/** docs/api.md, "Records": `customer_card`, one customer's progress on a reward card. */
export interface CustomerCardRecord {
  id: string;
  reward_card: RewardCardRecord;
  store: { id: string; name: string; avatar_url: string | null };
  stamps: number;
  rewards_earned: number;
  rewards_redeemed: number;
  last_activity_at: string | null;
}

/** `GET /stores/me`: the caller's stores, hidden ones included, and the plan's limits. */
export interface MyStoresAnswer {
  items: StoreRecord[];
  limits: {
    max_stores: number;
    max_branches: number;
    max_reward_cards: number;
    stores_used: number;
  };
}

/** `GET /stores/:id`: a store with its branches and its active reward cards. */
export type StoreDetail = StoreRecord & {
  branches: BranchRecord[];
  reward_cards: RewardCardRecord[];
};

/** `GET /reward-cards/:id/customer?qr_code=`: who the scanned code belongs to, before stamping. */
export interface CustomerLookup {
  customer: { first_name: string };
  customer_card: CustomerCardRecord | null;
}

/** `POST /reward-cards/:id/stamps` body (the `Idempotency-Key` header travels beside it). */
export interface StampBody {
  qr_code: string;
  branch_id?: string;
  count?: number;
}

export interface StampAnswer {
  customer: { first_name: string };
  customer_card: CustomerCardRecord;
  interaction: {
    id: string;
    kind: 'stamp';
    count: number;
    created_at: string;
    undo_until: string;
  };
  reward_ready: boolean;
}

/** `POST /reward-cards/:id/redeem` body. */
export interface RedeemBody {
  qr_code: string;
  branch_id?: string;
}

export interface RedeemAnswer {
  customer: { first_name: string };
  customer_card: CustomerCardRecord;
  interaction: { id: string; kind: 'redeem'; created_at: string };
}

/** `POST /reward-cards/:id/stamps/:interactionId/undo`. */
export interface UndoAnswer {
  customer_card: CustomerCardRecord;
}

/** One line of a customer's recent activity on `GET /home`. */
export interface ActivityRecord {
  id: string;
  kind: 'stamp' | 'redeem' | 'undo';
  count: number;
  created_at: string;
  store: { id: string; name: string };
  reward_card: { id: string; title: string };
}

export interface CustomerHome {
  role: 'user';
  user: SessionUser;
  qr_code: string;
  cards: CustomerCardRecord[];
  featured_stores: StoreRecord[];
  recent_activity: ActivityRecord[];
}

export interface MerchantHome {
  role: 'merchant';
  merchant: Merchant;
  step_status: StepStatus;
  subscription: Subscription | null;
  stats: {
    customers: number;
    stamps_today: number;
    redemptions_today: number;
    active_cards: number;
  };
}

export interface AdminHome {
  role: 'admin';
  user: SessionUser;
  pending_requests: number;
}

/** `GET /home`: what the dashboard shows, by the caller's role. */
export type HomeAnswer = CustomerHome | MerchantHome | AdminHome;
