import { Type, type Static } from '@sinclair/typebox';
import { CategoryRecord } from './category';

// The `store` record of docs/api.md, "Stores": in the public listing, in `GET /stores/:id` and in
// the merchant's own list.

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });

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
