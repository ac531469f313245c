import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { GoogleWalletSettings } from '../../../config';
import type { LoyaltyClass } from './loyalty-class';
import type { LoyaltyObject } from './loyalty-object';

/** The claims of a "Save to Google Wallet" JWT (Google Wallet, "JWT reference"). */
export interface SaveClaims {
  iss: string;
  aud: 'google';
  typ: 'savetowallet';
  iat: number;
  origins: string[];
  payload: { loyaltyClasses: LoyaltyClass[]; loyaltyObjects: LoyaltyObject[] };
}

/**
 * "Save to Google Wallet" links: a JWT signed RS256 with the service account's key, carrying the
 * card's class and the customer's object. Google creates each when it does not have it yet, and
 * keeps its own copy when it does (updates go through the REST API). `origins` names the site
 * the link is offered from, as Google asks of links shown in a web page.
 */
export function createSaveLinks(settings: GoogleWalletSettings, publicUrl: string) {
  const key = createPrivateKey(settings.serviceAccount.privateKey);
  const origin = new URL(publicUrl).origin;
  return {
    async saveUrl(loyaltyClass: LoyaltyClass, object: LoyaltyObject, now: Date): Promise<string> {
      const claims: Omit<SaveClaims, 'iat'> = {
        iss: settings.serviceAccount.clientEmail,
        aud: 'google',
        typ: 'savetowallet',
        origins: [origin],
        payload: { loyaltyClasses: [loyaltyClass], loyaltyObjects: [object] },
      };
      const jwt = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .sign(key);
      return `${settings.saveOrigin}/gp/v/save/${jwt}`;
    },
  };
}
