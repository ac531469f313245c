import { Type, type Static } from '@sinclair/typebox';
import type { MerchantRequestRow } from '../../db/schema';
import { successEnvelope } from '../../http/envelope';
import { PageQuery, pageOf } from '../../http/pagination';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });
const RequestStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('accepted'),
  Type.Literal('rejected'),
]);

/** The `merchant_request` record of api-contract "Records". */
export const MerchantRequestRecord = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    merchant_id: Type.String({ format: 'uuid' }),
    status: RequestStatus,
    business_name: Type.String(),
    business_type: Type.Union([Type.Literal('individual'), Type.Literal('company')]),
    category_id: Type.String({ format: 'uuid' }),
    store_name: Type.String(),
    description: Type.String(),
    phone: Type.String(),
    address_line: Type.String(),
    city: Type.String(),
    postal_code: Type.String(),
    country: Type.String({ description: 'ISO 3166-1 alpha-2, upper case.' }),
    website: Nullable(Type.String()),
    rejection_reason: Nullable(Type.String()),
    reviewed_at: Nullable(Timestamp),
    created_at: Timestamp,
  },
  { title: 'Merchant request' },
);
export type MerchantRequestRecord = Static<typeof MerchantRequestRecord>;

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

export const CreateRequestBody = Type.Object({
  business_name: Text(200),
  business_type: Type.Union([Type.Literal('individual'), Type.Literal('company')]),
  category_id: Type.String({ format: 'uuid' }),
  store_name: Text(120),
  description: Type.String({ minLength: 10, maxLength: 2000 }),
  phone: Type.String({ format: 'phone', maxLength: 32, examples: ['+14155550123'] }),
  address_line: Text(200),
  city: Text(100),
  postal_code: Text(20),
  country: Type.String({ format: 'country-code', examples: ['US'] }),
  website: Type.Optional(
    Type.Union([Type.String({ format: 'http-url', maxLength: 300 }), Type.Null()], {
      description: 'An http(s) address; empty or null for none.',
    }),
  ),
});
export type CreateRequestBody = Static<typeof CreateRequestBody>;

export const RejectBody = Type.Object({
  reason: Type.String({ minLength: 3, maxLength: 500 }),
});
export type RejectBody = Static<typeof RejectBody>;

export { UuidIdParams as RequestIdParams } from '../../http/params';

export const RequestListQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(RequestStatus) }),
]);
export type RequestListQuery = Static<typeof RequestListQuery>;

export const RequestResponse = successEnvelope(MerchantRequestRecord);
export type RequestResponse = Static<typeof RequestResponse>;
export const MaybeRequestResponse = successEnvelope(
  Type.Union([MerchantRequestRecord, Type.Null()]),
);
export type MaybeRequestResponse = Static<typeof MaybeRequestResponse>;
export const RequestListResponse = successEnvelope(Type.Array(MerchantRequestRecord));
export type RequestListResponse = Static<typeof RequestListResponse>;
export const RequestPageResponse = successEnvelope(pageOf(MerchantRequestRecord));
export type RequestPageResponse = Static<typeof RequestPageResponse>;

export function toRequestRecord(row: MerchantRequestRow): MerchantRequestRecord {
  return {
    id: row.id,
    merchant_id: row.merchantId,
    status: row.status,
    business_name: row.businessName,
    business_type: row.businessType,
    category_id: row.categoryId,
    store_name: row.storeName,
    description: row.description,
    phone: row.phone,
    address_line: row.addressLine,
    city: row.city,
    postal_code: row.postalCode,
    country: row.country,
    website: row.website,
    rejection_reason: row.rejectionReason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
