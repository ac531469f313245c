import { Type, type Static } from '@sinclair/typebox';
import type { StoreWithCategory } from '../../repositories/public-store-pages';
import { CategoryRecord, toCategoryRecord } from './category-record';

// A store as answers show it: in the public listing and in a customer's `GET /home`.

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });

/** The `store` record of docs/api.md. */
export const StoreRecord = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    merchant_id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    slug: Type.String(),
    description: Type.String(),
    category: Type.Union([CategoryRecord, Type.Null()]),
    avatar_url: NullableString,
    phone: NullableString,
    email: NullableString,
    website: NullableString,
    address_line: Type.String(),
    city: Type.String(),
    postal_code: Type.String(),
    country: Type.String(),
    latitude: NullableNumber,
    longitude: NullableNumber,
    status: Type.Union([Type.Literal('active'), Type.Literal('hidden')]),
    branches_count: Type.Integer(),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Store' },
);
export type StoreRecord = Static<typeof StoreRecord>;

/** Branches do not exist yet: `branches_count` is 0 until their issue counts them. */
export function toStoreRecord({ store, category }: StoreWithCategory): StoreRecord {
  return {
    id: store.id,
    merchant_id: store.merchantId,
    name: store.name,
    slug: store.slug,
    description: store.description,
    category: category ? toCategoryRecord(category) : null,
    avatar_url: store.avatarUrl,
    phone: store.phone,
    email: store.email,
    website: store.website,
    address_line: store.addressLine,
    city: store.city,
    postal_code: store.postalCode,
    country: store.country,
    latitude: store.latitude,
    longitude: store.longitude,
    status: store.status,
    branches_count: 0,
    created_at: store.createdAt.toISOString(),
    updated_at: store.updatedAt.toISOString(),
  };
}
