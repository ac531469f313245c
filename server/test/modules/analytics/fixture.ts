import type { App } from '../../../src/app';
import { branches, customerCards, interactions, rewardCards } from '../../../src/db/schema';
import { bearer } from '../../accounts';
import { customerAccount, insertStore, subscribedOwner, type Owner } from '../reward-cards/cards';

export const ANALYTICS = '/api/merchant/analytics';

/** `GET /analytics/overview` with a query string. */
export function overview(app: App, access: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return app.inject({
    url: `${ANALYTICS}/overview${search ? `?${search}` : ''}`,
    headers: bearer(access),
  });
}

export async function setTimeZone(app: App, access: string, timeZone: string) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/merchant/stores/me/settings',
    headers: bearer(access),
    payload: { time_zone: timeZone },
  });
  if (response.statusCode !== 200) throw new Error(`settings: ${response.body}`);
}

export async function insertBranch(app: App, storeId: string, name: string): Promise<string> {
  const [row] = await app.db
    .insert(branches)
    .values({
      storeId,
      name,
      addressLine: '1 Side St',
      city: 'Berlin',
      postalCode: '10115',
      country: 'DE',
    })
    .returning({ id: branches.id });
  return row!.id;
}

export async function insertCard(
  app: App,
  owner: Pick<Owner, 'merchantId'>,
  storeId: string,
  title: string,
): Promise<string> {
  const [row] = await app.db
    .insert(rewardCards)
    .values({
      merchantId: owner.merchantId,
      storeId,
      title,
      stampsRequired: 2,
      rewardDescription: 'A coffee',
    })
    .returning({ id: rewardCards.id });
  return row!.id;
}

/** A customer's card on a reward card, holding `stamps` now. */
export async function insertCustomerCard(
  app: App,
  rewardCardId: string,
  userId: string,
  stamps: number,
): Promise<string> {
  const [row] = await app.db
    .insert(customerCards)
    .values({ rewardCardId, userId, stamps })
    .returning({ id: customerCards.id });
  return row!.id;
}

export interface VisitInput {
  card: { rewardCardId: string; storeId: string; customerCardId: string; userId: string };
  at: string;
  kind?: 'stamp' | 'redeem' | 'undo';
  count?: number;
  branchId?: string;
  undoneAt?: string;
}

/** One interaction at an exact time, as the stamping routes would have written it. */
export async function insertInteraction(app: App, merchantId: string, input: VisitInput) {
  const [row] = await app.db
    .insert(interactions)
    .values({
      merchantId,
      storeId: input.card.storeId,
      rewardCardId: input.card.rewardCardId,
      customerCardId: input.card.customerCardId,
      customerId: input.card.userId,
      branchId: input.branchId ?? null,
      kind: input.kind ?? 'stamp',
      count: input.count ?? 1,
      undoneAt: input.undoneAt ? new Date(input.undoneAt) : null,
      createdAt: new Date(input.at),
    })
    .returning({ id: interactions.id });
  return row!.id;
}

/**
 * The hand-computed world of analytics.test.ts (Europe/Berlin, UTC+1 in January): two stores,
 * two branches of the first, six customers. The comments in the test give each figure's sum.
 */
export async function analyticsWorld(app: App) {
  const owner = await subscribedOwner(app);
  await setTimeZone(app, owner.access, 'Europe/Berlin');
  const s1 = owner.storeId;
  const s2 = (await insertStore(app, owner.merchantId, 'Second Shop')).id;
  const x1 = await insertBranch(app, s1, 'Old Town');
  const x2 = await insertBranch(app, s1, 'Harbour');
  const k1 = await insertCard(app, owner, s1, 'Coffee card');
  const k2 = await insertCard(app, owner, s2, 'Tea card');
  const people = await Promise.all(
    ['a', 'b', 'c', 'd', 'e', 'f'].map(async () => (await customerAccount(app)).userId),
  );
  const [a, b, c, d, e, f] = people as [string, string, string, string, string, string];
  const cardOf = async (rewardCardId: string, storeId: string, userId: string, stamps: number) => ({
    rewardCardId,
    storeId,
    userId,
    customerCardId: await insertCustomerCard(app, rewardCardId, userId, stamps),
  });
  const cards = {
    a1: await cardOf(k1, s1, a, 3),
    b1: await cardOf(k1, s1, b, 0),
    c1: await cardOf(k1, s1, c, 1),
    d1: await cardOf(k1, s1, d, 1),
    e1: await cardOf(k1, s1, e, 1),
    f1: await cardOf(k1, s1, f, 1),
    a2: await cardOf(k2, s2, a, 1),
  };
  const visit = (input: VisitInput) => insertInteraction(app, owner.merchantId, input);
  await visit({ card: cards.f1, at: '2029-12-05T10:00:00Z' });
  await visit({ card: cards.a1, at: '2029-12-20T10:00:00Z' });
  await visit({ card: cards.c1, at: '2030-01-05T12:00:00Z' });
  await visit({ card: cards.a1, at: '2030-01-08T10:00:00Z' });
  // 00:15 on Thursday 10 January in Berlin, still the 9th in UTC.
  await visit({ card: cards.b1, at: '2030-01-09T23:15:00Z' });
  await visit({ card: cards.a1, at: '2030-01-10T22:30:00Z', count: 2, branchId: x1 });
  // 00:30 on Friday the 11th in Berlin.
  await visit({ card: cards.a1, at: '2030-01-10T23:30:00Z', branchId: x1 });
  await visit({ card: cards.b1, at: '2030-01-12T08:00:00Z', kind: 'redeem', count: 2 });
  await visit({ card: cards.a2, at: '2030-01-13T10:00:00Z' });
  const undone = await visit({
    card: cards.b1,
    at: '2030-01-14T15:00:00Z',
    count: 3,
    undoneAt: '2030-01-14T15:05:00Z',
  });
  await app.db.insert(interactions).values({
    merchantId: owner.merchantId,
    storeId: s1,
    rewardCardId: k1,
    customerCardId: cards.b1.customerCardId,
    customerId: b,
    kind: 'undo',
    count: 3,
    undoesId: undone,
    createdAt: new Date('2030-01-14T15:05:00Z'),
  });
  await visit({ card: cards.e1, at: '2030-01-15T10:00:00Z' });
  // 23:59 on Wednesday the 16th in Berlin: the range's last minute.
  await visit({ card: cards.c1, at: '2030-01-16T22:59:00Z', branchId: x2 });
  // Midnight of the 17th in Berlin: after the range.
  await visit({ card: cards.d1, at: '2030-01-16T23:00:00Z' });
  return { owner, s1, s2, x1, x2, k1, k2, customers: { a, b, c, d, e, f } };
}
