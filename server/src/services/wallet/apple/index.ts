import type { FastifyInstance } from 'fastify';
import type { AppleWalletSettings } from '../../../config';
import type { AppleWallet } from '../wallet-vendors';

/**
 * Apple Wallet: signs passes, and pushes their updates through APNs as durable jobs
 * (`wallet.apns`, whose worker this registers).
 */
export async function createAppleWallet(
  app: FastifyInstance,
  settings: AppleWalletSettings,
): Promise<AppleWallet> {
  void app;
  throw new Error(`Apple Wallet is being built (${settings.passTypeId})`);
}
