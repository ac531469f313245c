import type { FastifyInstance } from 'fastify';
import type { GoogleWalletSettings } from '../../../config';
import { createGoogleWalletApi } from '../../../infrastructure/wallet/google-wallet-api';
import type { GoogleWallet } from '../wallet-vendors';
import { loyaltyClassOf } from './loyalty-class';
import { loyaltyObjectOf } from './loyalty-object';
import { startGoogleUpdates } from './object-updates';
import { createSaveLinks } from './save-link';

/**
 * Google Wallet: save links signed with the service account, and updates of loyalty objects and
 * classes through the Wallet REST API as durable jobs (`wallet.google`, whose worker this
 * registers).
 */
export async function createGoogleWallet(
  app: FastifyInstance,
  settings: GoogleWalletSettings,
): Promise<GoogleWallet> {
  const { publicUrl } = app.config;
  const links = createSaveLinks(settings, publicUrl);
  const updates = await startGoogleUpdates(app, settings, createGoogleWalletApi(settings));
  return {
    saveUrl: (content) =>
      links.saveUrl(
        loyaltyClassOf(content, { issuerId: settings.issuerId, publicUrl }),
        loyaltyObjectOf(content, settings.issuerId),
        app.now(),
      ),
    queueUpdate: (passId) => updates.queueUpdate(passId),
  };
}
