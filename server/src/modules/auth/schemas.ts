import { Type, type Static } from '@sinclair/typebox';
import {
  BusinessType,
  Email,
  Name,
  Otp,
  Password,
  TokensRecord,
  Username,
} from '../../contract/account-schemas';
import { successEnvelope } from '../../contract/envelope';
import { AccountRecord } from '../../contract/account';

export { BusinessType, Email, Name, Otp, Password, TokensRecord, Username };

export const RegisterBody = Type.Object({
  email: Email,
  password: Password,
  first_name: Name,
  last_name: Name,
  username: Type.Optional(Username),
  account_type: Type.Union([Type.Literal('user'), Type.Literal('merchant')]),
  business_name: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'Required for a merchant.' }),
  ),
  business_type: Type.Optional(BusinessType),
});

export const RegisterResponse = successEnvelope(
  Type.Object({
    user: AccountRecord.properties.user,
    merchant: AccountRecord.properties.merchant,
    tokens: TokensRecord,
    pending_verification: Type.Literal(true),
  }),
);

export const EmailBody = Type.Object({ email: Email });
export const VerifyEmailBody = Type.Object({ email: Email, otp: Otp });
export const AccountResponse = successEnvelope(AccountRecord);
export const MessageResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});

/** `GET /auth/verification`: what the code page may say (docs/api.md, "Auth"). */
export const VerificationResponse = successEnvelope(
  Type.Object({
    email: Type.String(),
    email_verified: Type.Boolean(),
    code: Type.Union(
      [
        Type.Literal('live'),
        Type.Literal('expired'),
        Type.Literal('used_up'),
        Type.Literal('none'),
      ],
      {
        description:
          'The latest code: `live` can still verify; `expired` is past its 10 minutes; `used_up` had 5 wrong tries; `none` was never sent or is used.',
      },
    ),
    expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the live code stops working; null unless `code` is `live`.',
    }),
    attempts_left: Type.Integer({ minimum: 0, maximum: 5 }),
    resend_available_at: Type.String({
      format: 'date-time',
      description: 'When POST /auth/resend-otp will send a new code; now or earlier means at once.',
    }),
    checked_at: Type.String({ format: 'date-time', description: "The server's time of answer." }),
  }),
);

export const LoginBody = Type.Object({
  email: Email,
  // Not the password rule: an old password that predates it must still sign in.
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const LoginResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  pending_verification: Type.Boolean(),
  data: Type.Object({
    user: AccountRecord.properties.user,
    merchant: AccountRecord.properties.merchant,
    tokens: TokensRecord,
  }),
});

export const RefreshBody = Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 512 }) });

/** Top-level fields, as docs/product.md, "Session", "Calls to the backend" say the SPA reads them. */
export const RefreshResponse = Type.Object({
  success: Type.Literal(true),
  access: Type.String(),
  refresh: Type.String(),
  access_expires_at: Type.String({ format: 'date-time' }),
  refresh_expires_at: Type.String({ format: 'date-time' }),
});

export const ResetPasswordBody = Type.Object({ email: Email, otp: Otp, new_password: Password });

export type RegisterBody = Static<typeof RegisterBody>;
export type RegisterResponse = Static<typeof RegisterResponse>;
export type AccountResponse = Static<typeof AccountResponse>;
export type MessageResponse = Static<typeof MessageResponse>;
export type VerificationResponse = Static<typeof VerificationResponse>;
export type LoginResponse = Static<typeof LoginResponse>;
export type RefreshResponse = Static<typeof RefreshResponse>;
