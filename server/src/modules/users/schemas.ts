import { Type, type Static } from '@sinclair/typebox';
import { successEnvelope } from '../../contract/envelope';
import { Name, Password, TokensRecord, Username } from '../../contract/account-schemas';
import { AccountRecord, UserRecord } from '../../contract/account';
import { noneOr } from '../../contract/none-field';

export const MeResponse = successEnvelope(AccountRecord);

export const UpdateMeBody = Type.Object(
  {
    first_name: Type.Optional(Name),
    last_name: Type.Optional(Name),
    username: Type.Optional(Username),
    birth_date: Type.Optional(
      Type.Union([Type.String({ format: 'date' }), Type.Null()], {
        description: 'YYYY-MM-DD, in the past; null clears it.',
      }),
    ),
    gender: Type.Optional(
      Type.Union([
        Type.Literal('female'),
        Type.Literal('male'),
        Type.Literal('non_binary'),
        Type.Literal('prefer_not_to_say'),
        Type.Null(),
      ]),
    ),
    phone: noneOr(
      Type.String({ format: 'phone', maxLength: 32, examples: ['+351912345678'] }),
      'With its country code; stored in E.164. Null or empty removes it (and phone_findable).',
    ),
    phone_findable: Type.Optional(
      Type.Boolean({ description: 'Let shops find me by this number (needs a phone).' }),
    ),
  },
  { description: 'Any of the fields; the others stay as they are.' },
);

export const UserResponse = successEnvelope(UserRecord);

export const AvatarResponse = successEnvelope(
  Type.Object({ avatar_url: Type.String({ description: 'Path under the site, /uploads/...' }) }),
);

export const ChangePasswordBody = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 1024 }),
  new_password: Password,
});

export const TokensResponse = successEnvelope(Type.Object({ tokens: TokensRecord }));

export const QrCodeResponse = successEnvelope(
  Type.Object({ qr_code: Type.String(), short_code: Type.String() }),
);

export type MeResponse = Static<typeof MeResponse>;
export type UpdateMeBody = Static<typeof UpdateMeBody>;
export type UserResponse = Static<typeof UserResponse>;
export type AvatarResponse = Static<typeof AvatarResponse>;
export type TokensResponse = Static<typeof TokensResponse>;
export type QrCodeResponse = Static<typeof QrCodeResponse>;
