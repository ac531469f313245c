import { Type, type Static } from '@sinclair/typebox';
import { successEnvelope } from '../../contract/envelope';

export const DownloadParams = Type.Object({
  // `<pass id>.<expiry>.<MAC>`: 70 characters (services/wallet/apple/download-tokens.ts).
  token: Type.String({ minLength: 1, maxLength: 100 }),
});

export const AppleLinkResponse = successEnvelope(
  Type.Object({
    url: Type.String({
      description:
        'Where the browser downloads the signed .pkpass (a path under the API prefix), for 10 minutes.',
    }),
    expires_at: Type.String({ format: 'date-time' }),
  }),
);
export type AppleLinkResponse = Static<typeof AppleLinkResponse>;

export const PkpassResponse = {
  description:
    'application/vnd.apple.pkpass: the signed pass (a zip of pass.json, images, manifest.json and signature).',
  content: {
    'application/vnd.apple.pkpass': { schema: Type.String({ description: 'The zip file.' }) },
  },
};
