import { Type, type Static } from '@sinclair/typebox';
import { successEnvelope } from '../../contract/envelope';

export const GoogleSaveLinkResponse = successEnvelope(
  Type.Object(
    {
      url: Type.String({
        format: 'uri',
        description:
          'Google\'s "Save to Google Wallet" address (`https://pay.google.com/gp/v/save/<jwt>`): open it to add the card to Google Wallet.',
      }),
    },
    { title: 'Google Wallet save link' },
  ),
);
export type GoogleSaveLinkResponse = Static<typeof GoogleSaveLinkResponse>;
