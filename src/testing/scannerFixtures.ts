import { http, HttpResponse } from 'msw';
import type { CustomerCard, RewardCard } from '../api/rewardCards';
import type { Store, StoreDetail } from '../api/stores';
import { apiUrl, mswServer } from './mswServer';

// Records and handlers the scanner's tests share: one store with a coffee card, and Ana's card on it.

export const aStore = (overrides: Partial<Store> = {}): Store => ({
  id: 'store-1',
  merchant_id: 'merchant-1',
  name: 'Bean & Leaf',
  slug: 'bean-leaf',
  description: 'Coffee and tea',
  category: { id: 'cat-1', name: 'Cafe', slug: 'cafe' },
  avatar_url: null,
  phone: null,
  email: null,
  website: null,
  address_line: '200 Harbor Way',
  city: 'Oakland',
  postal_code: '94601',
  country: 'US',
  latitude: null,
  longitude: null,
  status: 'active',
  branches_count: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const aRewardCard = (overrides: Partial<RewardCard> = {}): RewardCard => ({
  id: 'card-1',
  store_id: 'store-1',
  title: 'Coffee card',
  description: '',
  stamps_required: 8,
  reward_description: 'A free coffee',
  active: true,
  valid_until: null,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/**
 * Ana's card holding `held` stamps not yet redeemed, as the server shows it: at most
 * `stamps_required` on the card, the rest waiting for the next one.
 */
export const aCustomerCard = (held: number, rewardCard = aRewardCard()): CustomerCard => ({
  id: 'customer-card-1',
  reward_card: rewardCard,
  store: { id: rewardCard.store_id, name: 'Bean & Leaf', avatar_url: null },
  stamps: Math.min(held, rewardCard.stamps_required),
  stamps_waiting: Math.max(0, held - rewardCard.stamps_required),
  rewards_ready: Math.floor(held / rewardCard.stamps_required),
  rewards_earned: Math.floor(held / rewardCard.stamps_required),
  rewards_redeemed: 0,
  last_activity_at: '2026-11-24T10:00:00.000Z',
  paused: false,
  stamps_expire_at: null,
  reward_expires_at: null,
});

/** The merchant's stores (`GET /stores/me`) and each one's detail (`GET /stores/:id`). */
export function answerStores(details: StoreDetail[]) {
  mswServer.use(
    http.get(apiUrl('/stores/me'), () =>
      HttpResponse.json({
        success: true,
        data: {
          items: details.map(({ branches: _b, reward_cards: _r, ...store }) => store),
          limits: { max_stores: 3, max_branches: 5, max_reward_cards: 5, stores_used: 1 },
        },
      }),
    ),
    ...details.map((detail) =>
      http.get(apiUrl(`/stores/${detail.id}`), () =>
        HttpResponse.json({ success: true, data: detail }),
      ),
    ),
  );
}

export const aStoreDetail = (overrides: Partial<StoreDetail> = {}): StoreDetail => ({
  ...aStore(),
  counter_idle_lock_seconds: 120,
  branches: [],
  reward_cards: [aRewardCard()],
  ...overrides,
});

/** Ana's short code, as the server stores it; she types or reads it as `K7P4-QX2M`. */
export const ANA_SHORT_CODE = 'K7P4QX2M';

/** Ana's phone as a cashier types it, in the store's country (the United States). */
export const ANA_PHONE = '(415) 555-0123';

/**
 * `GET /reward-cards/:id/customer`, asked on `rewardCard`: Ana (by her QR code `QR-ana`, her short
 * code in any case with or without the dash, or her phone), with `stamps` on that card (null: no
 * card yet) and `others` on the store's other cards. Answers what each lookup asked, as
 * `qr_code=…`, `code=…` or `phone=…`.
 */
export function answerLookup(
  stamps: number | null,
  rewardCard = aRewardCard(),
  others: CustomerCard[] = [],
  /** Ana's open offers at the store (docs/product.md, "Automations"). */
  offers: { label: string; stamps: number }[] = [],
) {
  const seen: string[] = [];
  mswServer.use(
    http.get(apiUrl(`/reward-cards/${rewardCard.id}/customer`), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const [asked = ''] = [...params.keys()];
      const value = params.get(asked) ?? '';
      seen.push(asked === 'qr_code' ? value : `${asked}=${value}`);
      const isAna =
        (asked === 'qr_code' && value === 'QR-ana') ||
        (asked === 'code' && value.replace('-', '').toUpperCase() === ANA_SHORT_CODE) ||
        (asked === 'phone' && value === ANA_PHONE);
      if (!isAna) {
        const message =
          asked === 'qr_code'
            ? 'No customer has this QR code.'
            : asked === 'code'
              ? 'No customer has this short code.'
              : 'No customer can be found by this phone number.';
        return HttpResponse.json({ success: false, code: 'NOT_FOUND', message }, { status: 404 });
      }
      const own = stamps === null ? null : aCustomerCard(stamps, rewardCard);
      return HttpResponse.json({
        success: true,
        data: {
          customer: { first_name: 'Ana', short_code: ANA_SHORT_CODE },
          customer_card: own,
          store_cards: [...(own ? [own] : []), ...others],
          offers,
        },
      });
    }),
  );
  return seen;
}
