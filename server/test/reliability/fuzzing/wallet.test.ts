import { googleEnvironment } from '../../modules/wallet/google-wallet';
import {
  startGoogleWalletStandIn,
  type GoogleWalletStandIn,
} from '../../wallet/google-wallet-stand-in';
import { fuzzEveryRoute } from '../support/route-fuzzer';

// The wallet passes' routes under fuzzing, with Google Wallet on, so input reaches the handlers.
let google: GoogleWalletStandIn;
beforeAll(async () => {
  google = await startGoogleWalletStandIn();
});
afterAll(() => google.close());

fuzzEveryRoute('wallet', () => googleEnvironment(google));
