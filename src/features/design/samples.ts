import type { AdminMerchantRequest } from '../../api/merchantRequests';
import type { CustomerCard, RewardCard } from '../../api/rewardCards';
import type { Store } from '../../api/stores';
import type { Plan } from '../../api/billing/subscriptions';

// Sample records for the gallery's composites, shaped as the server answers them (the generated
// types of src/api/): the gallery renders the product's components with these, and fetches nothing
// (docs/design.md).

const AT = '2026-11-01T10:00:00.000Z';
const MERCHANT_ID = '00000000-0000-4000-8000-0000000000aa';

/** A monthly plan, priced as `GET /subscription/plans` prices it. */
const plan = (
  fields: Omit<
    Plan,
    'code' | 'currency' | 'interval' | 'monthly_price_cents' | 'yearly_price_cents'
  >,
): Plan => ({
  ...fields,
  code: fields.id,
  currency: 'eur',
  interval: 'month',
  monthly_price_cents: fields.price_cents,
  yearly_price_cents: fields.price_cents * 10,
});

export const samplePlans: Plan[] = [
  plan({
    id: 'plan-starter',
    name: 'Starter',
    description: 'One shop and its loyalty card.',
    price_cents: 1900,
    max_stores: 1,
    max_branches: 1,
    max_reward_cards: 2,
    features: ['QR stamping at the counter'],
  }),
  plan({
    id: 'plan-growth',
    name: 'Growth',
    description: 'A few branches, more cards.',
    price_cents: 4900,
    max_stores: 3,
    max_branches: 15,
    max_reward_cards: 10,
    features: ['QR stamping at the counter', 'Customer insights'],
  }),
  plan({
    id: 'plan-chain',
    name: 'Chain',
    description: 'Every shop you have.',
    price_cents: 12900,
    max_stores: -1,
    max_branches: -1,
    max_reward_cards: -1,
    features: ['QR stamping at the counter', 'Customer insights', 'Priority support'],
  }),
];

export const sampleStore: Store = {
  id: '00000000-0000-4000-8000-0000000000b1',
  merchant_id: MERCHANT_ID,
  name: 'Café Luna',
  slug: 'cafe-luna',
  description: 'Coffee roasted in the back room.',
  category: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Cafe', slug: 'cafe' },
  avatar_url: null,
  phone: null,
  email: null,
  website: null,
  address_line: '12 rue de Rivoli',
  city: 'Paris',
  postal_code: '75001',
  country: 'FR',
  latitude: null,
  longitude: null,
  status: 'active',
  branches_count: 2,
  created_at: AT,
  updated_at: AT,
};

export const sampleHiddenStore: Store = {
  ...sampleStore,
  id: '00000000-0000-4000-8000-0000000000b2',
  name: 'Bäckerei Sonnenschein am Marktplatz',
  slug: 'baeckerei-sonnenschein',
  category: { id: '00000000-0000-4000-8000-0000000000c2', name: 'Bakery', slug: 'bakery' },
  city: 'Berlin',
  country: 'DE',
  status: 'hidden',
};

export const sampleRewardCard: RewardCard = {
  id: '00000000-0000-4000-8000-0000000000d1',
  store_id: sampleStore.id,
  title: 'Coffee card',
  description: 'One stamp per coffee, any size.',
  stamps_required: 8,
  reward_description: 'A free coffee',
  active: true,
  valid_until: '2027-06-30T00:00:00.000Z',
  created_at: AT,
};

export const sampleReadyCard: RewardCard = {
  ...sampleRewardCard,
  id: '00000000-0000-4000-8000-0000000000d2',
  title: 'Croissant card',
  description: '',
  stamps_required: 5,
  reward_description: 'A croissant',
  valid_until: null,
};

export const sampleDeactivatedCard: RewardCard = {
  ...sampleRewardCard,
  id: '00000000-0000-4000-8000-0000000000d3',
  title: 'Summer smoothie card',
  stamps_required: 6,
  reward_description: 'A smoothie',
  active: false,
  valid_until: null,
};

/** A customer's progress on `card`: `stamps`, at most a full card, none waiting. */
export const sampleProgress = (card: RewardCard, stamps: number): CustomerCard => ({
  id: `progress-${card.id}`,
  reward_card: card,
  store: { id: sampleStore.id, name: sampleStore.name, avatar_url: null },
  stamps,
  stamps_waiting: 0,
  rewards_ready: stamps >= card.stamps_required ? 1 : 0,
  rewards_earned: stamps >= card.stamps_required ? 1 : 0,
  rewards_redeemed: 0,
  last_activity_at: AT,
  paused: false,
  stamps_expire_at: null,
  reward_expires_at: null,
});

/** A personal code as the server makes them; no customer has it. */
export const SAMPLE_QR_CODE = 'SAMPLE-GALLERY-CODE';

const sampleRequest = (
  id: string,
  store_name: string,
  status: AdminMerchantRequest['status'],
  city: string,
): AdminMerchantRequest => ({
  id,
  merchant_id: MERCHANT_ID,
  status,
  business_name: `${store_name} SARL`,
  business_type: 'company',
  category_id: sampleStore.category!.id,
  store_name,
  description: 'Specialty coffee and pastries.',
  phone: '+33 1 23 45 67 89',
  address_line: '12 rue de Rivoli',
  city,
  postal_code: '75001',
  country: 'FR',
  website: null,
  rejection_reason: status === 'rejected' ? 'We could not find the business.' : null,
  reviewed_at: status === 'pending' ? null : AT,
  created_at: AT,
  category_name: 'Cafe',
  applicant: { first_name: 'Lena', last_name: 'Park', email: 'lena@example.com' },
  payment: null,
});

export const sampleRequests: AdminMerchantRequest[] = [
  sampleRequest('00000000-0000-4000-8000-0000000000e1', 'Bean There', 'pending', 'Lyon'),
  sampleRequest('00000000-0000-4000-8000-0000000000e2', 'Old Mill', 'accepted', 'Paris'),
  sampleRequest('00000000-0000-4000-8000-0000000000e3', 'Book Nook', 'rejected', 'Nantes'),
];
