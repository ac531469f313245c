import type { AnswerData } from './contract';

/*
 * PENDING CONTRACT. The request and answer types of routes the server does not publish in its
 * OpenAPI document yet (stores, branches, reward cards), written by hand from the API contract's
 * "Records" and "Store listing, stores, branches" sections. When those routes land, the merger
 * runs `npm run api:types` and replaces every type here by its generated name
 * (`AnswerData<'/stores/{id}', 'get'>`...), then deletes this file: nothing else should declare
 * these shapes.
 */

/** The `store` record (docs/api.md, "Categories and the store listing"): generated already. */
export type Store = AnswerData<'/store-listing/stores', 'get'>['items'][number];

export type StoreStatus = Store['status'];

/** `[open, close]`, both `HH:MM` (24 h), open before close. */
export type OpeningInterval = [open: string, close: string];

export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** A missing or empty day is closed; intervals of a day never overlap. */
export type OpeningHours = Partial<Record<WeekDay, OpeningInterval[]>>;

/** The `branch` record. `status` is the branch's own switch ("closed": temporarily closed). */
export interface Branch {
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

/** The `reward_card` record: a store's loyalty program. */
export interface RewardCard {
  id: string;
  store_id: string;
  title: string;
  description: string;
  stamps_required: number;
  reward_description: string;
  active: boolean;
  valid_until: string | null;
  created_at: string;
}

/** The `customer_card` record: one customer's progress on a reward card. */
export interface CustomerCard {
  id: string;
  reward_card: RewardCard;
  store: { id: string; name: string; avatar_url: string | null };
  stamps: number;
  rewards_earned: number;
  rewards_redeemed: number;
  last_activity_at: string | null;
}

/** `GET /stores/:id`: the store with its branches and its active reward cards. */
export type StoreDetail = Store & { branches: Branch[]; reward_cards: RewardCard[] };

/** `GET /stores/me`: the caller's stores, hidden ones included, and the plan's limits. */
export interface MyStores {
  items: Store[];
  limits: {
    max_stores: number;
    max_branches: number;
    max_reward_cards: number;
    stores_used: number;
  };
}

/** `POST /stores` and `PUT /stores/:id`: the store's own fields. */
export interface StoreBody {
  name: string;
  description?: string;
  category_id?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  address_line: string;
  city: string;
  postal_code: string;
  country: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** `POST /branches` (with `store_id`) and `PUT /branches/:id`. */
export interface BranchBody {
  name: string;
  address_line: string;
  city: string;
  postal_code: string;
  country: string;
  phone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  opening_hours: OpeningHours;
  status?: Branch['status'];
}

/** `POST /reward-cards` (with `store_id`) and `PUT /reward-cards/:id`. */
export interface RewardCardBody {
  title: string;
  description?: string;
  stamps_required: number;
  reward_description: string;
  valid_until?: string | null;
  active?: boolean;
}

/** `GET /stores/me/settings`: the merchant's defaults (only what the SPA reads of it here). */
export interface StoreSettings {
  brand_color: string | null;
  default_stamps_required: number;
  stamp_cooldown_minutes: number;
  daily_stamp_limit_per_customer: number;
  notify_on_redeem: boolean;
}
