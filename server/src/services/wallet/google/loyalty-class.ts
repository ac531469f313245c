import type { PassContent } from '../pass-content';

/** The app's own icon, for a store without a logo (public/icons, served at the site's root). */
export const APP_ICON_PATH = '/icons/icon-512.png';

/** A picture as Google's `Image` takes it: an address it fetches, and words for screen readers. */
export interface WalletImage {
  sourceUri: { uri: string };
  contentDescription: { defaultValue: { language: string; value: string } };
}

/**
 * What we set of a reward card's `LoyaltyClass` (Google Wallet REST reference, "loyaltyclass"):
 * what every customer's pass of the card shares. Anything else of the resource stays as Google
 * keeps it.
 */
export interface LoyaltyClass {
  id: string;
  issuerName: string;
  programName: string;
  programLogo: WalletImage;
  hexBackgroundColor: string;
  accountNameLabel: string;
  accountIdLabel: string;
  /** Google asks for UNDER_REVIEW on every insert and update of a class. */
  reviewStatus: 'UNDER_REVIEW';
  /** The pass carries its holder's personal code: theirs on all their devices, nobody else's. */
  multipleDevicesAndHoldersAllowedStatus: 'ONE_USER_ALL_DEVICES';
}

/** `${issuerId}.card-${rewardCardId}`: Google's ids are the issuer's id, a dot, and ours. */
export function loyaltyClassIdOf(issuerId: string, rewardCardId: string): string {
  return `${issuerId}.card-${rewardCardId}`;
}

/**
 * Google fetches the logo itself, so it must be an absolute address: an upload (`/uploads/...`) is
 * served from the site's public address; a logo stored elsewhere (S3) is absolute already.
 */
export function logoUrlOf(content: PassContent, publicUrl: string): string {
  const logo = content.storeLogoUrl;
  if (logo && /^https?:\/\//.test(logo)) return logo;
  return `${publicUrl}${logo ?? APP_ICON_PATH}`;
}

/** The reward card's class: the card's title, the store's name, logo and brand colour. */
export function loyaltyClassOf(
  content: PassContent,
  settings: { issuerId: string; publicUrl: string },
): LoyaltyClass {
  return {
    id: loyaltyClassIdOf(settings.issuerId, content.rewardCardId),
    issuerName: content.storeName,
    programName: content.cardTitle,
    programLogo: {
      sourceUri: { uri: logoUrlOf(content, settings.publicUrl) },
      contentDescription: {
        defaultValue: { language: 'en-US', value: `${content.storeName} logo` },
      },
    },
    hexBackgroundColor: content.brandColor,
    accountNameLabel: 'Name',
    accountIdLabel: 'Code',
    reviewStatus: 'UNDER_REVIEW',
    multipleDevicesAndHoldersAllowedStatus: 'ONE_USER_ALL_DEVICES',
  };
}
