import { googleEnvironment } from '../../modules/wallet/google-wallet';
import {
  startGoogleWalletStandIn,
  type GoogleWalletStandIn,
} from '../../wallet/google-wallet-stand-in';
import { checkEveryRoute } from '../support/authorization-gate';

// The wallet passes' routes under the authorization matrix, with Google Wallet on: without its
// settings the save link is 404 for everyone, which would check nothing about who may ask.
let google: GoogleWalletStandIn;
beforeAll(async () => {
  google = await startGoogleWalletStandIn();
});
afterAll(() => google.close());

checkEveryRoute('wallet', () => googleEnvironment(google));
