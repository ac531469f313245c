import type { App } from '../../../src/app';
import {
  adminAccount,
  bearer,
  PASSWORD,
  register,
  uniqueEmail,
  verifiedAccount,
  type SignedIn,
} from '../../accounts';
import { createBranch, createStore, markVerified } from '../../modules/stores/stores';
import { CARD, planId, subscribableMerchant, subscribe } from '../../modules/billing/billing';
import { redeem, saveSettings, stamp } from '../../modules/reward-cards/cards';
import { hire, invite, removeStaff } from '../../modules/staff/staff';
import { createDevice, setPin, unlocked } from '../../modules/counter/counter';
import { createUsersRepository } from '../../../src/repositories/users-repository';
import { createWalletPassesRepository } from '../../../src/repositories/wallet-passes-repository';
import { createWalletRegistrationsRepository } from '../../../src/repositories/wallet-registrations-repository';

export const ROLES = [
  'anonymous',
  'unverified',
  'customer',
  'merchantB',
  'admin',
  'merchantA',
  // Merchant A's staff (docs/product.md, "Staff"): customer accounts that work at A's store, and
  // one removed from it.
  'manager',
  'cashier',
  'revokedCashier',
  // A's cashier unlocked on a counter device at A's branch (docs/product.md, "Counter mode").
  'counterCashier',
] as const;
export type Role = (typeof ROLES)[number];

/** A signed-in caller (anonymous has no session). */
export interface Caller extends Partial<SignedIn> {
  role: Role;
}

/** Merchant A's objects: the ones merchant B must not see or change. */
export interface OwnedObjects {
  requestId: string;
  /** Paying for the subscription. */
  defaultCardId: string;
  /** A second card, not the default. */
  otherCardId: string;
  subscriptionId: string;
  /** The subscription's first invoice (the sandbox's: its receipt is rendered by the server). */
  invoiceId: string;
  /** A listed store (merchant A is verified) and its branch. */
  storeId: string;
  branchId: string;
  /** A reward card of that store, needing 3 stamps. */
  rewardCardId: string;
  /** The customer's QR code: A stamped their card 3 times (ready to redeem). */
  customerQrCode: string;
  /** That card of the customer's (their wallet passes are made of it). */
  customerCardId: string;
  /** That stamp, still inside its undo window. */
  stampId: string;
  /** A redemption of an earlier full card of the customer's, still inside its undo window. */
  redemptionId: string;
  /** An invitation to A's store still waiting (the staff rows change and withdraw it). */
  invitationId: string;
  /** A counter device at A's branch, and its token. */
  deviceId: string;
  deviceToken: string;
  /** A's cashier's place at the store: their PIN is COUNTER_PIN. */
  cashierStaffId: string;
  /**
   * With the Apple Wallet settings only: the customer's card's pass (as downloaded), its token,
   * the Pass Type ID, and a device registered for it (docs/api.md, "Apple's web service").
   */
  walletPass?: { id: string; token: string; passTypeId: string; deviceId: string };
}

/** The PIN of A's cashier. */
export const COUNTER_PIN = '2580';

export interface World {
  callers: Record<Role, Caller>;
  a: OwnedObjects;
  planId: string;
  /** A plan merchant A is not on. */
  otherPlanId: string;
  cafeCategoryId: string;
  /**
   * With Apple Wallet set up: the customer's download link of their pass of A's card (under the
   * API prefix), which works without a session.
   */
  appleDownloadPath?: string;
}

const API = '/api/merchant';

async function json<T>(app: App, url: string, access: string): Promise<T> {
  const response = await app.inject({ url: `${API}${url}`, headers: bearer(access) });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return (response.json() as { data: T }).data;
}

/**
 * Every kind of caller, and a merchant A who has filed a request, subscribed with one card and
 * saved another. Fresh for each route, so that what one route changes (signing out, say) never
 * decides another's answer.
 */
export async function buildWorld(app: App): Promise<World> {
  const admin = await adminAccount(app);
  const unverifiedEmail = uniqueEmail('unverified');
  const registered = await register(app, { email: unverifiedEmail });
  const tokens = registered.json().data.tokens;
  const [customer, merchantB, merchantA] = await Promise.all([
    verifiedAccount(app, { account_type: 'user' }),
    subscribableMerchant(app),
    subscribableMerchant(app),
  ]);
  const plan = await planId(app);
  // Growth: room for the stores and branches the matrix creates.
  const subscribed = await subscribe(app, merchantA.access, {
    plan_id: await planId(app, 'growth'),
    card_number: '4242424242424242',
    ...CARD,
  });
  if (subscribed.statusCode >= 300) throw new Error(`subscribe: ${subscribed.body}`);
  const saved = await app.inject({
    method: 'POST',
    url: `${API}/payment-methods/card`,
    headers: bearer(merchantA.access),
    payload: { card_number: '4242424242424242', ...CARD, exp_year: CARD.exp_year + 1 },
  });
  if (saved.statusCode !== 201) throw new Error(`card: ${saved.body}`);
  const cards = await json<{ id: string; is_default: boolean }[]>(
    app,
    '/payment-methods',
    merchantA.access,
  );
  // Verified as an acceptance leaves them, with the request still pending for the review rows.
  await markVerified(app, merchantA);
  const store = await createStore(app, merchantA.access, { name: 'A Store' });
  if (store.statusCode !== 201) throw new Error(`store: ${store.body}`);
  const storeId = (store.json() as { data: { id: string } }).data.id;
  const branch = await createBranch(app, merchantA.access, storeId);
  if (branch.statusCode !== 201) throw new Error(`branch: ${branch.body}`);
  const requests = await json<{ id: string }[]>(app, '/merchant-requests/my', merchantA.access);
  const subscriptions = await json<{ id: string }[]>(app, '/subscriptions/my', merchantA.access);
  const invoices = await json<{ id: string }[]>(
    app,
    `/subscriptions/${subscriptions[0]!.id}/invoices`,
    merchantA.access,
  );
  const created = await app.inject({
    method: 'POST',
    url: `${API}/reward-cards`,
    headers: bearer(merchantA.access),
    payload: {
      store_id: storeId,
      title: 'Coffee card',
      stamps_required: 3,
      reward_description: 'A free coffee',
    },
  });
  if (created.statusCode !== 201) throw new Error(`reward card: ${created.body}`);
  const rewardCardId = (created.json() as { data: { id: string } }).data.id;
  // No cooldown, so merchant A's own stamp in the matrix is the customer's second one.
  await saveSettings(app, merchantA.access, { stamp_cooldown_minutes: 0 });
  const customerQrCode = (await createUsersRepository(app.db).findById(customer.userId))!.qrCode;
  // A first full card, redeemed: the redemption the matrix undoes.
  const first = await stamp(app, merchantA.access, rewardCardId, {
    qr_code: customerQrCode,
    count: 3,
  });
  if (first.statusCode !== 201) throw new Error(`stamp: ${first.body}`);
  const redeemed = await redeem(app, merchantA.access, rewardCardId, { qr_code: customerQrCode });
  if (redeemed.statusCode !== 200) throw new Error(`redeem: ${redeemed.body}`);
  const redemptionId = (redeemed.json() as { data: { interaction: { id: string } } }).data
    .interaction.id;
  const stamped = await stamp(app, merchantA.access, rewardCardId, {
    qr_code: customerQrCode,
    count: 3,
  });
  if (stamped.statusCode !== 201) throw new Error(`stamp: ${stamped.body}`);
  const stampId = (stamped.json() as { data: { interaction: { id: string } } }).data.interaction.id;
  const customerCardId = (stamped.json() as { data: { customer_card: { id: string } } }).data
    .customer_card.id;
  const walletPass = await walletPassOf(app, customerCardId);
  const owner = { access: merchantA.access, storeId };
  const [manager, cashier, revokedCashier] = await Promise.all([
    hire(app, owner, 'manager'),
    hire(app, owner, 'cashier'),
    hire(app, owner, 'cashier'),
  ]);
  const branchId = (branch.json() as { data: { id: string } }).data.id;
  await setPin(app, cashier.access, cashier.staffId, COUNTER_PIN);
  const device = await createDevice(app, merchantA.access, storeId, {
    name: 'Front till',
    branch_id: branchId,
  });
  if (device.statusCode !== 201) throw new Error(`device: ${device.body}`);
  const { device: counterDevice, device_token: deviceToken } = device.json().data as {
    device: { id: string };
    device_token: string;
  };
  const counterAccess = await unlocked(
    app,
    { id: counterDevice.id, token: deviceToken, branchId },
    cashier.staffId,
    COUNTER_PIN,
  );
  const revoked = await removeStaff(app, merchantA.access, storeId, revokedCashier.staffId);
  if (revoked.statusCode !== 200) throw new Error(`revoke: ${revoked.body}`);
  const invited = await invite(app, merchantA.access, storeId, {
    email: uniqueEmail('invited'),
    role: 'cashier',
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.body}`);
  const appleLink = app.wallet.apple
    ? await app.inject({
        method: 'POST',
        url: `${API}/wallet/cards/${customerCardId}/apple`,
        headers: bearer(customer.access),
      })
    : undefined;
  if (appleLink && appleLink.statusCode !== 200) throw new Error(`apple link: ${appleLink.body}`);
  const categories = await app.inject({ url: `${API}/categories` });
  const cafe = (categories.json().data as { id: string; slug: string }[]).find(
    (category) => category.slug === 'cafe',
  );
  return {
    planId: plan,
    otherPlanId: await planId(app, 'scale'),
    cafeCategoryId: cafe!.id,
    ...(appleLink
      ? {
          appleDownloadPath: (appleLink.json().data as { url: string }).url.slice(API.length),
        }
      : {}),
    callers: {
      anonymous: { role: 'anonymous' },
      unverified: {
        role: 'unverified',
        email: unverifiedEmail,
        access: tokens.access_token,
        refresh: tokens.refresh_token,
      },
      customer: { role: 'customer', ...customer },
      merchantB: { role: 'merchantB', ...merchantB },
      admin: { role: 'admin', ...admin },
      merchantA: { role: 'merchantA', ...merchantA },
      manager: { role: 'manager', ...manager },
      cashier: { role: 'cashier', ...cashier },
      revokedCashier: { role: 'revokedCashier', ...revokedCashier },
      counterCashier: { role: 'counterCashier', access: counterAccess },
    },
    a: {
      requestId: requests[0]!.id,
      defaultCardId: cards.find((card) => card.is_default)!.id,
      otherCardId: cards.find((card) => !card.is_default)!.id,
      subscriptionId: subscriptions[0]!.id,
      invoiceId: invoices[0]!.id,
      storeId,
      branchId,
      rewardCardId,
      customerQrCode,
      customerCardId,
      stampId,
      redemptionId,
      invitationId: (invited.json() as { data: { id: string } }).data.id,
      deviceId: counterDevice.id,
      deviceToken,
      cashierStaffId: cashier.staffId,
      ...(walletPass ? { walletPass } : {}),
    },
  };
}

/** The card's Apple Wallet pass, downloaded and kept by a device; none without the settings. */
async function walletPassOf(app: App, customerCardId: string): Promise<OwnedObjects['walletPass']> {
  const apple = app.wallet.apple;
  if (!apple) return undefined;
  const pass = await createWalletPassesRepository(app.db).ensure(customerCardId);
  await app.wallet.current(pass.id);
  const deviceId = 'world-device';
  await createWalletRegistrationsRepository(app.db).register(
    deviceId,
    pass.id,
    'ab'.repeat(32),
    app.now(),
  );
  return { id: pass.id, token: pass.authenticationToken, passTypeId: apple.passTypeId, deviceId };
}

/** Everything merchant A can read of their own: compared before and after others' calls. */
export async function snapshotOfA(app: App, world: World): Promise<unknown> {
  const access = world.callers.merchantA.access!;
  const { storeId } = world.a;
  return Promise.all(
    [
      '/users/me',
      '/merchant-requests/my',
      '/payment-methods',
      '/subscriptions/my',
      '/stores/me',
      `/stores/${world.a.storeId}`,
      '/stores/me/settings',
      `/reward-cards?store_id=${storeId}`,
      // A's figures: a stamp, a redemption or an undo by anyone else would change them. (Not the
      // scan: the customer's own rename or new QR code changes that, rightly.)
      '/home',
    ].map((url) =>
      app
        .inject({ url: `${API}${url}`, headers: bearer(access) })
        .then((response) => response.json()),
    ),
  );
}

export { PASSWORD };
