import { Type, type Static } from '@sinclair/typebox';

// The `branch` record of docs/api.md, "Branches": in `GET /stores/:id` and `/branches/*`.

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
const Interval = Type.Array(Type.String(), { minItems: 2, maxItems: 2 });

export const OpeningHoursRecord = Type.Object(
  {
    mon: Type.Optional(Type.Array(Interval)),
    tue: Type.Optional(Type.Array(Interval)),
    wed: Type.Optional(Type.Array(Interval)),
    thu: Type.Optional(Type.Array(Interval)),
    fri: Type.Optional(Type.Array(Interval)),
    sat: Type.Optional(Type.Array(Interval)),
    sun: Type.Optional(Type.Array(Interval)),
  },
  { title: 'OpeningHours' },
);

export const BranchRecord = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    store_id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    address_line: Type.String(),
    city: Type.String(),
    postal_code: Type.String(),
    country: Type.String(),
    phone: NullableString,
    latitude: NullableNumber,
    longitude: NullableNumber,
    opening_hours: OpeningHoursRecord,
    status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Branch' },
);
export type BranchRecord = Static<typeof BranchRecord>;
