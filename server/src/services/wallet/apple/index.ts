import type { FastifyInstance } from 'fastify';
import type { AppleWalletSettings } from '../../../config';
import type { AppleWallet } from '../wallet-vendors';
import { startApnsPushes } from './apns-pushes';
import { createPassBuilder } from './pass-builder';

/**
 * Apple Wallet: signs passes, and pushes their updates through APNs as durable jobs
 * (`wallet.apns`, whose worker `startApnsPushes` registers).
 */
export async function createAppleWallet(
  app: FastifyInstance,
  settings: AppleWalletSettings,
): Promise<AppleWallet> {
  const builder = createPassBuilder(app, settings);
  const pushes = await startApnsPushes(app, settings);
  return {
    passTypeId: settings.passTypeId,
    build: (content, authenticationToken) => builder.build(content, authenticationToken),
    queuePushes: (passId) => pushes.queuePushes(passId),
  };
}
