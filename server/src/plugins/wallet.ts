import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createAppleWallet } from '../services/wallet/apple';
import { createGoogleWallet } from '../services/wallet/google';
import { startPassRefreshes, type PassRefreshes } from '../services/wallet/pass-refreshes';
import type { AppleWallet, GoogleWallet } from '../services/wallet/wallet-vendors';

/** `app.wallet`: the wallet passes' vendors, and their refresh after a change. */
export interface AppWallet extends PassRefreshes {
  /** Undefined without the Apple settings: no "Add to Apple Wallet". */
  readonly apple: AppleWallet | undefined;
  /** Undefined without the Google settings: no "Save to Google Wallet". */
  readonly google: GoogleWallet | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Wallet passes (docs/architecture.md, "Wallet passes"). */
    wallet: AppWallet;
  }
}

/**
 * The vendors' parts are made only when their settings are given (checked at start, like every
 * setting); without them, nothing else changes.
 */
export default fp(
  async function wallet(app: FastifyInstance) {
    const { appleWallet, googleWallet } = app.config;
    const apple = appleWallet ? await createAppleWallet(app, appleWallet) : undefined;
    const google = googleWallet ? await createGoogleWallet(app, googleWallet) : undefined;
    const refreshes = await startPassRefreshes(app, { apple, google });
    app.decorate<AppWallet>('wallet', { apple, google, ...refreshes });
  },
  {
    name: 'wallet',
    dependencies: ['app-config', 'background-tasks', 'clock', 'database', 'jobs', 'uploads'],
  },
);
