import { startApnsStandIn, type ApnsStandIn } from '../wallet/apns-stand-in';
import {
  startGoogleWalletStandIn,
  type GoogleWalletStandIn,
} from '../wallet/google-wallet-stand-in';
import { walletEnvironment } from '../wallet/test-credentials';

/**
 * The wallet group's gates run with both wallets set up, against their stand-ins (started by the
 * hooks this registers): without the settings, the wallets' routes answer 404 to everyone, which
 * would check nothing about who may ask. Answers the settings, read when the app is built.
 */
export function walletGatesEnvironment(): () => NodeJS.ProcessEnv {
  let apns: ApnsStandIn | undefined;
  let google: GoogleWalletStandIn | undefined;
  beforeAll(async () => {
    [apns, google] = await Promise.all([startApnsStandIn(), startGoogleWalletStandIn()]);
  });
  afterAll(async () => {
    await Promise.all([apns?.close(), google?.close()]);
  });
  return () =>
    walletEnvironment({
      apnsOrigin: apns!.origin,
      googleApiOrigin: google!.origin,
      googleTokenUri: google!.tokenUri,
    });
}
