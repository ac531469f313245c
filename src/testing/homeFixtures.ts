import { http, HttpResponse } from 'msw';
import type { CustomerHome } from '../api/home';
import { apiUrl, mswServer } from './mswServer';
import { aCustomerCard, aRewardCard, aStore } from './scannerFixtures';
import { aUser } from './sessionFixtures';

/** A customer's `GET /home`: Amira, her code, and no card yet unless `overrides` gives some. */
export const customerHome = (overrides: Partial<CustomerHome>): CustomerHome => ({
  role: 'user',
  // The server's user record: a customer's role, and the code the dashboard shows.
  user: {
    ...aUser(),
    role_id: 'user',
    qr_code: 'QR-amira',
    short_code: 'K7P4QX2M',
    phone: null,
    phone_findable: false,
  },
  qr_code: 'QR-amira',
  short_code: 'K7P4QX2M',
  cards: [],
  featured_stores: [],
  recent_activity: [],
  ...overrides,
});

export function answerHome(home: CustomerHome) {
  mswServer.use(http.get(apiUrl('/home'), () => HttpResponse.json({ success: true, data: home })));
}

/** A card with `stamps` of `required` at a store named `storeName`. */
export function aCardAt(storeName: string, title: string, stamps: number, required: number) {
  const rewardCard = aRewardCard({
    id: `card-${title}`,
    title,
    stamps_required: required,
    reward_description: `A free ${title.toLowerCase().replace(' card', '')}`,
  });
  return {
    ...aCustomerCard(stamps, rewardCard),
    id: `customer-${title}`,
    store: { id: `store-${storeName}`, name: storeName, avatar_url: null },
  };
}

export { aStore };
