import { Type, type Static } from '@sinclair/typebox';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });

/**
 * The `user` record of docs/api.md. Response schemas list every field sent, so the
 * password hash, token_version and the like can never leave the server, even by mistake.
 */
export const UserRecord = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    username: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String({ format: 'email' }),
    role_id: Type.Union([Type.Literal('user'), Type.Literal('merchant'), Type.Literal('admin')]),
    avatar_url: Nullable(Type.String()),
    birth_date: Nullable(Type.String({ format: 'date' })),
    gender: Type.Union([
      Type.Literal('female'),
      Type.Literal('male'),
      Type.Literal('non_binary'),
      Type.Literal('prefer_not_to_say'),
      Type.Null(),
    ]),
    status: Type.Union([Type.Literal('active'), Type.Literal('suspended')]),
    email_verified: Type.Boolean(),
    qr_code: Type.String({ description: 'Opaque token that the personal QR code encodes.' }),
    short_code: Type.String({
      description:
        'What a cashier types when the camera cannot read the QR code: 8 characters of Crockford base32, shown as K7P4-QX2M; rotated with qr_code.',
    }),
    phone: Nullable(Type.String({ description: 'E.164, e.g. +351912345678.' })),
    phone_findable: Type.Boolean({
      description: 'Whether shops may find the customer at the counter by `phone`.',
    }),
    last_login_at: Nullable(Timestamp),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'User' },
);

/** The `merchant` record: the business, with its owner's names and email. */
export const MerchantRecord = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    user_id: Type.String({ format: 'uuid' }),
    username: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String({ format: 'email' }),
    business_name: Type.String(),
    business_type: Type.Union([Type.Literal('individual'), Type.Literal('company')]),
    verification_status: Type.Union([
      Type.Literal('pending'),
      Type.Literal('verified'),
      Type.Literal('rejected'),
    ]),
    email_verified: Type.Boolean(),
    status: Type.Union([Type.Literal('active'), Type.Literal('suspended')]),
  },
  { title: 'Merchant' },
);

/** `{ user, merchant|null }`: what sign-in, verification and `GET /users/me` answer. */
export const AccountRecord = Type.Object({
  user: UserRecord,
  merchant: Type.Union([MerchantRecord, Type.Null()]),
});

export type UserRecord = Static<typeof UserRecord>;
export type MerchantRecord = Static<typeof MerchantRecord>;
export type AccountRecord = Static<typeof AccountRecord>;
