import { Type } from '@sinclair/typebox';

// The fields of an account that several modules read or write (sign-up, profile, password
// change), so each module declares them the same way without importing another module.

export const Email = Type.String({
  format: 'email',
  maxLength: 254,
  examples: ['ana@example.com'],
});
export const Password = Type.String({
  format: 'password',
  description: '8 to 128 characters with a letter and a digit.',
});
export const Otp = Type.String({ minLength: 1, maxLength: 12, description: 'The 6-digit code.' });
export const Name = Type.String({ minLength: 1, maxLength: 100 });
export const Username = Type.String({
  format: 'username',
  description: '3 to 30 letters, digits, dots or underscores; stored lower-cased.',
});
export const BusinessType = Type.Union([Type.Literal('individual'), Type.Literal('company')]);

export const TokensRecord = Type.Object(
  {
    access_token: Type.String(),
    refresh_token: Type.String(),
    access_expires_at: Type.String({ format: 'date-time' }),
    refresh_expires_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Tokens' },
);
