import { walletEnvironment } from '../wallet/test-credentials';

/**
 * The wallets' settings for the gates' wallet group: their routes do nothing without them. No
 * route of the group reaches a vendor here (nothing is registered to push to), so the vendors'
 * addresses lead nowhere.
 */
export const WALLET_GATES_ENV: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(
    walletEnvironment({
      apnsOrigin: 'https://127.0.0.1:9',
      googleApiOrigin: 'http://127.0.0.1:9',
      googleTokenUri: 'http://127.0.0.1:9/token',
    }),
    // Google's part is a placeholder that refuses to start yet: its settings stay out until it is.
  ).filter(([name]) => !name.startsWith('GOOGLE_')),
);
