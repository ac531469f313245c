import type { FastifyInstance } from 'fastify';
import type { GoogleWalletSettings } from '../../../config';
import type { GoogleWallet } from '../wallet-vendors';

/**
 * Google Wallet: save links signed with the service account, and updates of loyalty objects and
 * classes through the Wallet REST API as durable jobs (`wallet.google`, whose worker this
 * registers).
 */
export async function createGoogleWallet(
  app: FastifyInstance,
  settings: GoogleWalletSettings,
): Promise<GoogleWallet> {
  void app;
  throw new Error(`Google Wallet is being built (${settings.issuerId})`);
}
