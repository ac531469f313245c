import { startApnsStandIn, type ApnsStandIn } from '../wallet/apns-stand-in';
import { appleEnvironment, standInBuilder } from '../modules/wallet/passkit';
import type { GateOptions } from './support/authorization-gate';

/**
 * The wallet group's gates run on an app with the Apple Wallet settings and APNs at a local
 * stand-in (started and closed by the hooks this registers). Until the `.pkpass` builder is
 * merged, a stand-in builder answers the passes.
 */
export function walletGates(): GateOptions {
  let standIn: ApnsStandIn | undefined;
  beforeAll(async () => {
    standIn = await startApnsStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  return {
    env: () => appleEnvironment(standIn!.origin),
    prepare: (app) => {
      standInBuilder(app);
    },
  };
}
