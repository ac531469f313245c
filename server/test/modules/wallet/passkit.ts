import { randomBytes } from 'node:crypto';
import { unzip } from './pkpass';
import type { App } from '../../../src/app';
import { createWalletPassesRepository } from '../../../src/repositories/wallet-passes-repository';
import type { WalletPassRow } from '../../../src/db/schema';
import { build, type BuildOptions } from '../../helper';
import { startApnsStandIn, type ApnsStandIn } from '../../wallet/apns-stand-in';
import { walletEnvironment, walletTestCredentials } from '../../wallet/test-credentials';
import {
  createCard,
  customerAccount,
  saveSettings,
  stamp,
  subscribedOwner,
  type Customer,
  type Owner,
} from '../reward-cards/cards';

/**
 * The bound of a hook that makes the wallet's test credentials (RSA keys in JavaScript) and an
 * app: a minute or more when other work shares the two cores (docs/reliability.md, "The test
 * suite on a busy machine").
 */
export const SLOW_SETUP_MS = 120_000;

/** Apple's web service, as the passes' `webServiceURL` names it. */
export const WEB_SERVICE = '/api/merchant/wallet/apple';

/**
 * The settings that turn Apple Wallet on, with APNs at `apnsOrigin` (the stand-in). Only Apple's:
 * the Google part is another change's, and must not decide these tests.
 */
export function appleEnvironment(apnsOrigin: string): Record<string, string> {
  const all = walletEnvironment({
    apnsOrigin,
    googleApiOrigin: 'http://127.0.0.1:9',
    googleTokenUri: 'http://127.0.0.1:9/token',
  });
  return Object.fromEntries(
    Object.entries(all).filter(([name]) => name.startsWith('APPLE_') || name.startsWith('APNS_')),
  );
}

/** What an Apple Wallet test works with; set by the hooks `withAppleWallet` registers. */
export interface AppleWalletWorld {
  app: App;
  /** APNs, standing in. */
  standIn: ApnsStandIn;
  /** A merchant on the Scale plan with one store, stamping without a cooldown. */
  owner: Owner;
  customer: Customer;
  passTypeId: string;
}

/**
 * Registers the hooks that start the APNs stand-in and an app on Apple's settings (with `env` on
 * top), a merchant and a customer, and close both; the world is filled before any test reads it.
 */
export function withAppleWallet(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): AppleWalletWorld {
  const world = { passTypeId: walletTestCredentials().passTypeId } as AppleWalletWorld;
  beforeAll(async () => {
    world.standIn = await startApnsStandIn();
    world.app = await build({ ...appleEnvironment(world.standIn.origin), ...env }, options);
    world.owner = await subscribedOwner(world.app, 'scale');
    await saveSettings(world.app, world.owner.access, { stamp_cooldown_minutes: 0 });
    world.customer = await customerAccount(world.app);
  }, SLOW_SETUP_MS);
  afterAll(async () => {
    await world.app?.close();
    await world.standIn?.close();
  });
  return world;
}

/** What a served `.pkpass` says: its stamps (the progress field's "2 of 8") and web-service token. */
export async function passOf(response: {
  rawPayload: Buffer;
}): Promise<{ stamps: number; authenticationToken: string }> {
  const files = await unzip(response.rawPayload);
  const pass = JSON.parse(files['pass.json']!.toString('utf8')) as {
    authenticationToken: string;
    storeCard: { primaryFields: { key: string; value: string }[] };
  };
  const progress = pass.storeCard.primaryFields.find((field) => field.key === 'progress')!;
  return {
    stamps: Number(progress.value.split(' of ')[0]),
    authenticationToken: pass.authenticationToken,
  };
}

/** A device as Wallet names it, and its APNs token. */
export function newDevice(): { id: string; pushToken: string } {
  return {
    id: randomBytes(16).toString('hex'),
    pushToken: randomBytes(32).toString('hex'),
  };
}

export const applePass = (token: string) => ({ authorization: `ApplePass ${token}` });

/** A customer's card at the owner's store, stamped once, and its wallet pass as downloaded. */
export async function customerWithPass(
  app: App,
  owner: Owner,
  customer: Customer,
): Promise<{ cardId: string; customerCardId: string; pass: WalletPassRow }> {
  const card = await createCard(app, owner, { stamps_required: 8 });
  const stamped = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
  if (stamped.statusCode !== 201) throw new Error(`stamp: ${stamped.body}`);
  const customerCardId = stamped.json().data.customer_card.id as string;
  const made = await createWalletPassesRepository(app.db).ensure(customerCardId);
  // What the download does: the pass as it is now, recorded with its first update tag.
  const current = await app.wallet.current(made.id);
  if (!current) throw new Error('no pass');
  return { cardId: card.id, customerCardId, pass: current.pass };
}

export function register(
  app: App,
  device: { id: string; pushToken: string },
  serial: string,
  token: string,
  passTypeId: string,
) {
  return app.inject({
    method: 'POST',
    url: `${WEB_SERVICE}/v1/devices/${device.id}/registrations/${passTypeId}/${serial}`,
    headers: applePass(token),
    payload: { pushToken: device.pushToken },
  });
}

export function unregister(
  app: App,
  deviceId: string,
  serial: string,
  token: string,
  passTypeId: string,
) {
  return app.inject({
    method: 'DELETE',
    url: `${WEB_SERVICE}/v1/devices/${deviceId}/registrations/${passTypeId}/${serial}`,
    headers: applePass(token),
  });
}

export function updatedSince(app: App, deviceId: string, passTypeId: string, tag?: string) {
  return app.inject({
    url: `${WEB_SERVICE}/v1/devices/${deviceId}/registrations/${passTypeId}${tag === undefined ? '' : `?passesUpdatedSince=${tag}`}`,
  });
}

export function latestPass(
  app: App,
  serial: string,
  token: string,
  passTypeId: string,
  ifModifiedSince?: string,
) {
  return app.inject({
    url: `${WEB_SERVICE}/v1/passes/${passTypeId}/${serial}`,
    headers: {
      ...applePass(token),
      ...(ifModifiedSince ? { 'if-modified-since': ifModifiedSince } : {}),
    },
  });
}
