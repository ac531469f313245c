import type { NewBranchRow, NewRewardCardRow, NewStoreRow } from '../../db/schema';
import type { Random } from './random';
import { type CardKey, CARDS, DEMO_COUNTRY, type StoreKey, STORES } from './demo-business';

// The demo merchant's stores, branches and reward cards (docs/product.md, "Demo data"), drawn
// from the tables of demo-business.ts.

const STORE_KEYS: readonly StoreKey[] = ['cafe', 'bakery'];
const CARD_KEYS = Object.keys(CARDS) as CardKey[];

/** The ids the year of visits stamps at: each store's, its branches' (in table order), each card's. */
export interface DemoPlaces {
  storeIds: Record<StoreKey, string>;
  branchIds: Record<StoreKey, string[]>;
  cardIds: Record<CardKey, string>;
}

/** The category id of `slug`; the reference data must be seeded. */
export function categoryIdOf(categoryIds: Record<string, string>, slug: string): string {
  const id = categoryIds[slug];
  if (!id) throw new Error(`the category "${slug}" is missing: reference data not seeded`);
  return id;
}

/** When the store `key` opened: some days after the merchant request was accepted. */
function openedAt(key: StoreKey, accepted: Date): Date {
  return new Date(accepted.getTime() + STORES[key].openedAfterAcceptanceMs);
}

/** Both stores and their branches. */
export function storeAndBranchRows(
  random: Random,
  merchantId: string,
  accepted: Date,
  categoryIds: Record<string, string>,
) {
  const storeIds: Record<StoreKey, string> = { cafe: random.uuid(), bakery: random.uuid() };
  const branchIds: Record<StoreKey, string[]> = { cafe: [], bakery: [] };
  const stores: NewStoreRow[] = [];
  const branches: NewBranchRow[] = [];
  for (const key of STORE_KEYS) {
    const createdAt = openedAt(key, accepted);
    stores.push(
      storeRow(key, storeIds[key], merchantId, categoryIdOf(categoryIds, key), createdAt),
    );
    for (const branch of STORES[key].branches) {
      const id = random.uuid();
      branchIds[key].push(id);
      branches.push({
        id,
        storeId: storeIds[key],
        name: branch.name,
        addressLine: branch.addressLine,
        city: STORES[key].city,
        postalCode: branch.postalCode,
        country: DEMO_COUNTRY,
        phone: branch.phone,
        latitude: branch.latitude,
        longitude: branch.longitude,
        openingHours: branch.hours,
        status: 'open',
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return { stores, branches, storeIds, branchIds };
}

function storeRow(
  key: StoreKey,
  id: string,
  merchantId: string,
  categoryId: string,
  createdAt: Date,
): NewStoreRow {
  const store = STORES[key];
  return {
    id,
    merchantId,
    name: store.name,
    slug: store.slug,
    description: store.description,
    categoryId,
    phone: store.phone,
    email: store.email,
    website: store.website,
    addressLine: store.addressLine,
    city: store.city,
    postalCode: store.postalCode,
    country: DEMO_COUNTRY,
    latitude: store.latitude,
    longitude: store.longitude,
    status: 'active',
    createdAt,
    updatedAt: createdAt,
  };
}

/** The three reward cards, each created with its store. */
export function rewardCardRows(
  random: Random,
  merchantId: string,
  accepted: Date,
  storeIds: Record<StoreKey, string>,
) {
  const cardIds = Object.fromEntries(CARD_KEYS.map((key) => [key, random.uuid()])) as Record<
    CardKey,
    string
  >;
  const rewardCards: NewRewardCardRow[] = CARD_KEYS.map((key) => {
    const card = CARDS[key];
    const createdAt = openedAt(card.store, accepted);
    return {
      id: cardIds[key],
      merchantId,
      storeId: storeIds[card.store],
      title: card.title,
      description: card.description,
      stampsRequired: card.stamps,
      rewardDescription: card.reward,
      active: true,
      createdAt,
      updatedAt: createdAt,
    };
  });
  return { rewardCards, cardIds };
}
