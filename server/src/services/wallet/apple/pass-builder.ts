import type { FastifyInstance } from 'fastify';
import { PassType, PKPass } from 'passkit-generator';
import type { AppleWalletSettings } from '../../../config';
import type { PassContent } from '../pass-content';
import { passColorsOf } from './pass-colors';
import { createPassImages } from './pass-images';

type Field = PassType<'storeCard'>['primaryFields'][number];

/** The pass's web service: Apple's PassKit routes (docs/api.md, "Wallet passes"). */
export function webServiceUrlOf(app: FastifyInstance): string {
  return `${app.config.publicUrl}${app.config.apiPrefix}/wallet/apple`;
}

/** An expiry date as the pass shows it: the day, in the holder's own calendar. */
function dateField(key: string, label: string, value: string): Field {
  return { key, label, value, dateStyle: 'PKDateStyleMedium', timeStyle: 'PKDateStyleNone' };
}

/**
 * What a store card pass shows (docs/product.md, "Wallet passes"): on the front the card's
 * progress, its reward and a ready reward, the expiry dates when the store sets them; on the back
 * how the card works and the short code. `changeMessage` makes the lock screen say what changed
 * when an update arrives ("Coffee card: 7 of 8").
 */
function fieldsOf(content: PassContent, publicUrl: string) {
  const primary: Field[] = [
    {
      key: 'progress',
      label: content.cardTitle,
      value: content.progressText,
      changeMessage: `${content.cardTitle}: %@`,
    },
  ];
  const secondary: Field[] = [{ key: 'reward', label: 'Reward', value: content.rewardDescription }];
  if (content.rewardsReady > 0) {
    secondary.push({
      key: 'ready',
      label: 'Reward ready',
      value:
        content.rewardsReady === 1 ? 'Show this pass' : `${content.rewardsReady} rewards to take`,
      changeMessage: `Reward ready at ${content.storeName}`,
    });
  }
  const auxiliary: Field[] = [];
  if (content.stampsExpireAt) {
    auxiliary.push(dateField('stampsExpire', 'Stamps expire', content.stampsExpireAt));
  }
  if (content.rewardExpiresAt) {
    auxiliary.push(dateField('rewardExpires', 'Reward expires', content.rewardExpiresAt));
  }
  const back: Field[] = [
    {
      key: 'howItWorks',
      label: 'How it works',
      value: `Show this code at ${content.storeName}'s counter: the cashier scans it and adds your stamps. This pass updates by itself after every stamp. ${content.stampsRequired} stamps earn ${content.rewardDescription}.`,
    },
  ];
  if (content.shortCode) {
    back.push({
      key: 'shortCode',
      label: 'Your short code',
      value: `${content.shortCode}: read it to the cashier when the code cannot be scanned.`,
    });
  }
  back.push(
    { key: 'holder', label: 'Card holder', value: content.customerFirstName },
    {
      key: 'cards',
      label: 'All your cards',
      value: `${publicUrl}/dashboard`,
      dataDetectorTypes: ['PKDataDetectorTypeLink'],
    },
  );
  return { primary, secondary, auxiliary, back };
}

/**
 * Signed `.pkpass` files of a customer's card (docs/architecture.md, "Wallet passes"): a store
 * card pass carrying the web service's address and the pass's own token, signed with the Pass
 * Type ID certificate, its key and Apple's WWDR certificate from the settings.
 */
export function createPassBuilder(app: FastifyInstance, settings: AppleWalletSettings) {
  const images = createPassImages({ uploads: app.uploads, staticDir: app.config.staticDir });
  const certificates = {
    wwdr: settings.wwdrCertificate,
    signerCert: settings.certificate,
    signerKey: settings.key,
    ...(settings.keyPassphrase ? { signerKeyPassphrase: settings.keyPassphrase } : {}),
  };
  const webServiceURL = webServiceUrlOf(app);

  return {
    async build(content: PassContent, authenticationToken: string): Promise<Buffer> {
      const pass = new PKPass({ ...(await images.of(content.storeLogoUrl)) }, certificates, {
        formatVersion: 1,
        passTypeIdentifier: settings.passTypeId,
        teamIdentifier: settings.teamId,
        serialNumber: content.serial,
        organizationName: content.storeName,
        description: `${content.storeName} loyalty card`,
        logoText: content.storeName,
        webServiceURL,
        authenticationToken,
        ...passColorsOf(content.brandColor),
        // The barcode is the customer's personal code: a shared copy would collect their stamps.
        sharingProhibited: true,
        voided: content.voided,
      });
      const card = new PassType('storeCard');
      const fields = fieldsOf(content, app.config.publicUrl);
      card.primaryFields.push(...fields.primary);
      card.secondaryFields.push(...fields.secondary);
      card.auxiliaryFields.push(...fields.auxiliary);
      card.backFields.push(...fields.back);
      pass.types.push(card);
      pass.setBarcodes({
        format: 'PKBarcodeFormatQR',
        message: content.barcodeMessage,
        messageEncoding: 'iso-8859-1',
        // Written under the code, for the cashier to type when it will not scan.
        ...(content.shortCode ? { altText: content.shortCode } : {}),
      });
      return pass.getAsBuffer();
    },
  };
}
