import { Type, type Static } from '@sinclair/typebox';
import { noneOr } from '../../contract/none-field';
import type { MerchantRequestRow } from '../../db/schema';
import type { RequestForReview } from '../../repositories/merchant-requests-repository';
import type { NewestSubscription } from '../../repositories/newest-subscriptions-repository';
import { addressFields, FilledText as Text } from '../../contract/address-fields';
import { successEnvelope } from '../../contract/envelope';
import { PageQuery, pageOf } from '../../contract/pagination';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });
const RequestStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('accepted'),
  Type.Literal('rejected'),
]);

/** The `merchant_request` record of docs/api.md. */
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

/**
 * What an admin reads of a request besides what the merchant sent: the category's name, who
 * applied and where their payment stands (docs/api.md, "Merchant requests"). The merchant's own
 * routes answer `MerchantRequestRecord`, without these.
 */
export const AdminMerchantRequestRecord = Type.Composite(
  [
    MerchantRequestRecord,
    Type.Object({
      category_name: Nullable(Type.String()),
      applicant: Type.Object({
        first_name: Type.String(),
        last_name: Type.String(),
        email: Type.String(),
      }),
      payment: Type.Union(
        [
          Type.Object({
            status: Type.Union([
              Type.Literal('incomplete'),
              Type.Literal('active'),
              Type.Literal('past_due'),
              Type.Literal('canceled'),
            ]),
            plan_name: Type.String(),
          }),
          Type.Null(),
        ],
        { description: "The merchant's newest subscription; null when they never subscribed." },
      ),
    }),
  ],
  { title: 'Merchant request (admin)' },
);
export type AdminMerchantRequestRecord = Static<typeof AdminMerchantRequestRecord>;

export const CreateRequestBody = Type.Object({
  business_name: Text(200),
  business_type: Type.Union([Type.Literal('individual'), Type.Literal('company')]),
  category_id: Type.String({ format: 'uuid' }),
  store_name: Text(120),
  description: Type.String({ minLength: 10, maxLength: 2000 }),
  phone: Type.String({ format: 'phone', maxLength: 32, examples: ['+14155550123'] }),
  ...addressFields,
  website: noneOr(
    Type.String({ format: 'http-url', maxLength: 200 }),
    'An http(s) address; empty or null for none.',
  ),
});
export type CreateRequestBody = Static<typeof CreateRequestBody>;

export const RejectBody = Type.Object({
  reason: Type.String({ minLength: 3, maxLength: 500 }),
});
export type RejectBody = Static<typeof RejectBody>;

export { UuidIdParams as RequestIdParams } from '../../contract/params';

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
export const AdminRequestResponse = successEnvelope(AdminMerchantRequestRecord);
export type AdminRequestResponse = Static<typeof AdminRequestResponse>;
export const AdminRequestPageResponse = successEnvelope(pageOf(AdminMerchantRequestRecord));
export type AdminRequestPageResponse = Static<typeof AdminRequestPageResponse>;

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

export function toAdminRequestRecord(
  { request, categoryName, applicant }: RequestForReview,
  subscription: NewestSubscription | undefined,
): AdminMerchantRequestRecord {
  return {
    ...toRequestRecord(request),
    category_name: categoryName,
    applicant: {
      first_name: applicant.firstName,
      last_name: applicant.lastName,
      email: applicant.email,
    },
    payment: subscription
      ? { status: subscription.status, plan_name: subscription.planName }
      : null,
  };
}
