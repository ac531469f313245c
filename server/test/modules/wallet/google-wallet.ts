import type { App } from '../../../src/app';
import { createWalletPassesRepository } from '../../../src/repositories/wallet-passes-repository';
import { bearer } from '../../accounts';
import { build } from '../../helper';
import {
  startGoogleWalletStandIn,
  type GoogleWalletStandIn,
} from '../../wallet/google-wallet-stand-in';
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

export const WALLET = '/api/merchant/wallet';
export const SAVE_ORIGIN = 'https://pay.google.test';

/**
 * Only Google's settings, pointing at the stand-in: these tests are about Google's part, and
 * leave Apple's off.
 */
export function googleEnvironment(standIn: GoogleWalletStandIn): Record<string, string> {
  const all = walletEnvironment({
    apnsOrigin: 'https://127.0.0.1:9',
    googleApiOrigin: standIn.origin,
    googleTokenUri: standIn.tokenUri,
    googleSaveOrigin: SAVE_ORIGIN,
  });
  return Object.fromEntries(Object.entries(all).filter(([name]) => name.startsWith('GOOGLE_')));
}

/** What a Google Wallet test works with; set by the hooks `withGoogleWallet` registers. */
export interface GoogleWalletWorld {
  app: App;
  standIn: GoogleWalletStandIn;
  /** A merchant on the Scale plan with one store, stamping without a cooldown or a daily limit. */
  owner: Owner;
  customer: Customer;
}

/** Registers the hooks that start the stand-in and an app on Google's settings, and close both. */
export function withGoogleWallet(): GoogleWalletWorld {
  const world = {} as GoogleWalletWorld; // Filled by beforeAll, before any test reads it.
  beforeAll(async () => {
    walletTestCredentials();
    world.standIn = await startGoogleWalletStandIn();
    world.app = await build(googleEnvironment(world.standIn));
    world.owner = await subscribedOwner(world.app, 'scale');
    await saveSettings(world.app, world.owner.access, {
      stamp_cooldown_minutes: 0,
      daily_stamp_limit_per_customer: 1000,
    });
    world.customer = await customerAccount(world.app);
    // An app, three accounts and a subscription: more than the usual 30 s on a machine this busy.
  }, 90_000);
  afterAll(async () => {
    await world.app?.close();
    await world.standIn?.close();
  });
  return world;
}

/**
 * A new reward card of the owner's (the world's unless said), and the customer's card of it with
 * `stamps` stamps.
 */
export async function stampedCard(
  world: GoogleWalletWorld,
  stamps: number,
  owner: Owner = world.owner,
): Promise<{ rewardCardId: string; customerCardId: string }> {
  const { app, customer } = world;
  const created = await createCard(app, owner, { stamps_required: 8 });
  const stamped = await stamp(app, owner.access, created.id, {
    qr_code: customer.qrCode,
    count: stamps,
  });
  if (stamped.statusCode !== 201) throw new Error(`stamp: ${stamped.body}`);
  return {
    rewardCardId: created.id,
    customerCardId: stamped.json().data.customer_card.id as string,
  };
}

export function askSaveLink(app: App, access: string, customerCardId: string) {
  return app.inject({
    method: 'POST',
    url: `${WALLET}/cards/${customerCardId}/google`,
    headers: bearer(access),
  });
}

/** The save link of the customer's card; throws unless the server gives one. */
export async function saveLink(world: GoogleWalletWorld, customerCardId: string): Promise<string> {
  const response = await askSaveLink(world.app, world.customer.access, customerCardId);
  if (response.statusCode !== 200) throw new Error(`save link: ${response.body}`);
  return response.json().data.url as string;
}

/** The pass's serial number (made by the first save link). */
export async function serialOf(app: App, customerCardId: string): Promise<string> {
  return (await createWalletPassesRepository(app.db).ensure(customerCardId)).id;
}

/** The ids Google knows the card's class and the customer's object by. */
export function googleIds(rewardCardId: string, serial: string) {
  const { issuerId } = walletTestCredentials();
  return {
    classId: `${issuerId}.card-${rewardCardId}`,
    objectId: `${issuerId}.pass-${serial}`,
  };
}
