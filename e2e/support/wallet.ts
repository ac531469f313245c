import { walletEnvironment } from '../../server/test/wallet/test-credentials';

/**
 * Where the browser tests' server sends "Save to Google Wallet" (GOOGLE_WALLET_SAVE_ORIGIN): no
 * server answers there; e2e/wallet.spec.ts answers it inside the browser, so nothing leaves the
 * machine.
 */
export const E2E_WALLET_SAVE_ORIGIN = 'http://wallet-save.localhost:3197';

/** Nothing listens here: pushes and object updates fail and are retried, which no test waits for. */
const NOWHERE = 'http://127.0.0.1:9';

/**
 * The wallet settings for the browser tests' server (playwright.config.ts's `webServer.env`): the
 * made-up credentials of the server's wallet tests, both wallets on. Making them costs a few RSA
 * keys, so call it once, where the server is started, not at every load of the configuration.
 */
export function e2eWalletEnvironment(): Record<string, string> {
  return walletEnvironment({
    apnsOrigin: NOWHERE.replace('http:', 'https:'),
    googleApiOrigin: NOWHERE,
    googleTokenUri: `${NOWHERE}/token`,
    googleSaveOrigin: E2E_WALLET_SAVE_ORIGIN,
  });
}
