import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { customerCards, users } from '../../../src/db/schema';
import { bearer } from '../../accounts';
import { customerAccount } from '../reward-cards/cards';
import { insertCustomerCard, insertInteraction, type VisitInput } from '../analytics/fixture';

export const STORES = '/api/merchant/stores';

/** `GET /stores/:id/customers` (or a path below it) with a query string. */
export function customersOf(
  app: App,
  access: string,
  storeId: string,
  query: Record<string, string> = {},
  below = '',
) {
  const search = new URLSearchParams(query).toString();
  return app.inject({
    url: `${STORES}/${storeId}/customers${below}${search ? `?${search}` : ''}`,
    headers: bearer(access),
  });
}

/** A verified customer with exactly these names (written past the sign-up's rules on purpose). */
export async function namedCustomer(app: App, firstName: string, lastName: string) {
  const customer = await customerAccount(app);
  await app.db.update(users).set({ firstName, lastName }).where(eq(users.id, customer.userId));
  return customer.userId;
}

/** A customer's card on `rewardCardId` holding `stamps` and `redeemed`, and a way to add visits. */
export async function cardOf(
  app: App,
  merchantId: string,
  card: { rewardCardId: string; storeId: string },
  userId: string,
  stamps: number,
  redeemed = 0,
) {
  const customerCardId = await insertCustomerCard(app, card.rewardCardId, userId, stamps);
  if (redeemed > 0) {
    await app.db
      .update(customerCards)
      .set({ rewardsRedeemed: redeemed })
      .where(eq(customerCards.id, customerCardId));
  }
  const ref = { ...card, customerCardId, userId };
  return (input: Omit<VisitInput, 'card'>) =>
    insertInteraction(app, merchantId, { card: ref, ...input });
}
