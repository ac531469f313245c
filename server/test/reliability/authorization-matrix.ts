import { randomUUID } from 'node:crypto';
import { multipartFile, ONE_PIXEL_PNG } from '../multipart';
import { branchBody, storeBody } from '../modules/stores/stores';
import { CARD } from '../modules/billing/billing';
import { browserSubscription } from '../modules/push/push';
import { requestBodyFields } from './support/request-body';
import { COUNTER_PIN, PASSWORD, type Caller, type Role, type World } from './support/world';

/**
 * Who may call what (docs/reliability.md, "The gates"): one row per route of the server's route
 * table, the status each kind of caller gets. Merchant B always calls with merchant A's ids: 404,
 * and A's objects stay as they were. A route without a row fails the gate.
 *
 * Each caller's request is valid for the route, so the answer is about who calls, not what.
 */

/** A's manager may, a cashier and a removed cashier may not. */
const managers = (status: number) => [status, 403, 403] as const;
/** The counter: A's manager and cashier may, the removed cashier may not. */
const counter = (manager: number, cashier: number) => [manager, cashier, 403] as const;

export interface MatrixRequest {
  payload?: unknown;
  headers?: Record<string, string>;
  /** Replaces the route's URL (the params filled in differently, a query added). */
  url?: string;
}

export interface MatrixRow {
  /** Status per caller, in ROLES order: anonymous, unverified, customer, merchantB, admin, merchantA. */
  expect: readonly [number, number, number, number, number, number];
  /**
   * Status for merchant A's manager, cashier and removed cashier (docs/product.md, "Staff"). They
   * call after A, so A's own change may already have happened (an undo A made is 409 for the
   * manager). Default: the customer's status, as staff accounts are customer accounts.
   */
  staff?: readonly [number, number, number];
  /**
   * Status for A's cashier unlocked on A's counter device, on the counter's routes. Default: 403
   * where a sign-in is needed (COUNTER_ONLY), else the anonymous caller's status.
   */
  counter?: number;
  request?: (world: World, caller: Caller) => MatrixRequest;
  /** Served outside the API prefix (files). */
  outsideApi?: true;
  /** `:id` of the route, from merchant A's objects. */
  id?: (world: World) => string;
  /**
   * The answer is an endless stream (server-sent events): the gates read its status and headers
   * and then go away, as a closed tab does (support/inject-stream.ts).
   */
  stream?: true;
  /**
   * The route's own credential rather than a session (Apple's `ApplePass` token): the fuzzer
   * sends it with every case, on the row's own URL, so generated input reaches the handler.
   */
  credential?: (world: World) => Record<string, string>;
}

const PASSKIT_REGISTRATION =
  '/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber';

/** The world's pass's `Authorization: ApplePass <token>`. */
const applePass = (world: World) => ({ authorization: `ApplePass ${world.a.walletPass!.token}` });

/** The registration path of the world's pass for `deviceId`. */
const passkitRegistration = (world: World, deviceId: string) =>
  `/wallet/apple/v1/devices/${deviceId}/registrations/${world.a.walletPass!.passTypeId}/${world.a.walletPass!.id}`;

/** A one-off message's body (docs/api.md, "Automations"). */
const broadcastBody = () => ({
  segment: 'everyone',
  subject: 'Spring menu',
  body: 'New pastries this week.',
  offer_kind: 'none',
  offer_stamps: 1,
  offer_valid_days: 14,
  holdout_percent: 5,
});

const all = (status: number) => [status, status, status, status, status, status] as const;
/** Signed in and verified, any role. */
const signedIn = (status: number) => [401, 403, status, status, status, status] as const;
/** Merchants only; `b` is what merchant B gets (404 for A's objects). */
const merchants = (b: number, a: number) => [401, 403, 403, b, 403, a] as const;
const adminOnly = (status: number) => [401, 403, 403, 403, status, 403] as const;

const login = (_world: World, caller: Caller): MatrixRequest => ({
  payload: { email: caller.email ?? 'nobody@example.com', password: PASSWORD },
});
const refresh = (_world: World, caller: Caller): MatrixRequest => ({
  payload: { refresh: caller.refresh ?? 'not-a-token' },
});
const registration = (): MatrixRequest => ({
  payload: {
    email: `new.${Math.random().toString(36).slice(2)}@example.com`,
    password: PASSWORD,
    first_name: 'New',
    last_name: 'Person',
    account_type: 'user',
  },
});
const subscription = (world: World): MatrixRequest => ({
  payload: { plan_id: world.planId, card_number: '4242424242424242', ...CARD, exp_year: 2039 },
});

export const MATRIX: Record<string, MatrixRow> = {
  // System and documentation: public.
  'GET /health': { expect: all(200) },
  'GET /ready': { expect: all(200) },
  'GET /config': { expect: all(200) },
  'GET /docs': { expect: all(200) },
  // The UI's own page redirects to /docs/.
  'GET /docs/static/index.html': { expect: all(302) },
  'GET /docs/static/swagger-initializer.js': { expect: all(200) },
  'GET /docs/static/*': {
    expect: all(200),
    request: () => ({ url: '/docs/static/swagger-ui.css' }),
  },
  'GET /docs/json': { expect: all(200) },
  'GET /docs/yaml': { expect: all(200) },
  // Shows every email sent; registered only outside production with the outbox mailer.
  'GET /dev/outbox': { expect: all(200) },
  // The automations' levers (docs/qa.md, "Automations in a browser"): registered as the outbox,
  // but they change a store, so only its owner and managers may pull them.
  'POST /dev/stores/:id/shift-history': {
    expect: merchants(404, 200),
    staff: managers(200),
    request: (world) => ({
      url: `/dev/stores/${world.a.storeId}/shift-history`,
      payload: { days: 1 },
    }),
  },
  'POST /dev/stores/:id/automations/run': {
    expect: merchants(404, 200),
    staff: managers(200),
    request: (world) => ({ url: `/dev/stores/${world.a.storeId}/automations/run` }),
  },
  'GET /categories': { expect: all(200) },
  'GET /store-listing/stores': { expect: all(200) },
  'GET /store-listing/categories': { expect: all(200) },
  'GET /subscription/plans': { expect: all(200) },

  // Uploaded files (avatars) are public by their unguessable names; an unknown one is 404.
  'GET /uploads/*': {
    expect: all(404),
    outsideApi: true,
    request: () => ({ url: '/uploads/avatars/00000000-0000-4000-8000-000000000000.png' }),
  },

  // Accounts: open to anyone; a token changes nothing.
  'POST /auth/register': { expect: all(201), request: registration },
  'POST /auth/resend-otp': {
    expect: all(200),
    request: (_w, c) => ({ payload: { email: c.email ?? 'x@example.com' } }),
  },
  'POST /auth/forgot-password': {
    expect: all(200),
    request: (_w, c) => ({ payload: { email: c.email ?? 'x@example.com' } }),
  },
  'POST /auth/verify-email': {
    expect: all(400),
    request: (_w, c) => ({ payload: { email: c.email ?? 'x@example.com', otp: '000000' } }),
  },
  'POST /auth/reset-password': {
    expect: all(400),
    request: (_w, c) => ({
      payload: {
        email: c.email ?? 'x@example.com',
        otp: '000000',
        new_password: 'another secret 9',
      },
    }),
  },
  // A counter session has no email or refresh token of its own to send.
  'POST /auth/login': { expect: [401, 200, 200, 200, 200, 200], counter: 401, request: login },
  'POST /auth/refresh': { expect: [401, 200, 200, 200, 200, 200], counter: 401, request: refresh },
  'POST /auth/logout': { expect: [401, 200, 200, 200, 200, 200] },
  'POST /auth/logout-all': { expect: [401, 200, 200, 200, 200, 200] },
  // The code page's facts, for the signed-in account only (verified or not).
  'GET /auth/verification': { expect: [401, 200, 200, 200, 200, 200] },

  // The signed-in account itself.
  'GET /users/me': { expect: [401, 200, 200, 200, 200, 200] },
  'PUT /users/me': {
    expect: signedIn(200),
    // The last name: merchant A's activity feed shows its stamped customer's current first name
    // (docs/api.md, "Home"), so a customer's own new first name would show there, rightly.
    request: () => ({ payload: { last_name: 'Renamed' } }),
  },
  'POST /users/me/avatar': {
    expect: signedIn(200),
    request: () => multipartFile({ name: 'me.png', type: 'image/png', bytes: ONE_PIXEL_PNG }),
  },
  'PUT /users/me/password': {
    expect: signedIn(200),
    request: () => ({
      payload: { current_password: PASSWORD, new_password: 'brand new secret 7' },
    }),
  },
  'POST /users/me/qr/rotate': { expect: signedIn(200) },
  // Live updates of a customer's cards: customers only.
  'GET /users/me/events': { expect: [401, 403, 200, 403, 403, 403], stream: true },

  // Onboarding and the merchant request.
  'GET /onboarding/step-status': { expect: [401, 200, 403, 200, 403, 200] },
  'POST /onboarding/create-request': {
    expect: merchants(409, 409),
    request: (world) => ({ payload: requestBodyFields(world) }),
  },
  'POST /merchant-requests': {
    expect: merchants(409, 409),
    request: (world) => ({ payload: requestBodyFields(world) }),
  },
  'GET /merchant-requests': { expect: adminOnly(200) },
  'GET /merchant-requests/my': { expect: merchants(200, 200) },
  'GET /merchant-requests/my/pending': { expect: merchants(200, 200) },
  'GET /merchant-requests/my/:id': { expect: merchants(404, 200), id: (w) => w.a.requestId },
  'GET /merchant-requests/:id': { expect: adminOnly(200), id: (w) => w.a.requestId },
  'POST /merchant-requests/:id/accept': { expect: adminOnly(200), id: (w) => w.a.requestId },
  'POST /merchant-requests/:id/reject': {
    expect: adminOnly(200),
    id: (w) => w.a.requestId,
    request: () => ({ payload: { reason: 'The address could not be checked.' } }),
  },

  // Billing: merchants, each on their own.
  'POST /subscription/create-subscription': { expect: merchants(201, 409), request: subscription },
  'POST /subscription/create-subscription-with-payment-method': {
    expect: merchants(201, 409),
    request: subscription,
  },
  'POST /subscription/confirm': {
    expect: merchants(404, 200),
    request: (world) => ({ payload: { subscription_id: world.a.subscriptionId } }),
  },
  'GET /subscriptions/my': { expect: merchants(200, 200) },
  'GET /subscriptions/usage': { expect: merchants(200, 200) },
  'GET /subscriptions/:id': { expect: merchants(404, 200), id: (w) => w.a.subscriptionId },
  'GET /subscriptions/:id/invoices': {
    expect: merchants(404, 200),
    id: (w) => w.a.subscriptionId,
  },
  // The sandbox's receipt page: only its owner's bearer token opens it.
  'GET /subscriptions/:id/invoices/:invoiceId/receipt': {
    expect: merchants(404, 200),
    request: (world) => ({
      url: `/subscriptions/${world.a.subscriptionId}/invoices/${world.a.invoiceId}/receipt`,
    }),
  },
  'GET /subscriptions/:id/preview': {
    expect: merchants(404, 200),
    request: (world) => ({
      url: `/subscriptions/${world.a.subscriptionId}/preview?plan_id=${world.otherPlanId}`,
    }),
  },
  // Within the 30 days of the money-back guarantee: A's subscription ends and is refunded.
  'POST /subscriptions/:id/refund': {
    expect: merchants(404, 200),
    id: (w) => w.a.subscriptionId,
  },
  'PUT /subscriptions/:id': {
    expect: merchants(404, 200),
    id: (w) => w.a.subscriptionId,
    request: (world) => ({ payload: { plan_id: world.otherPlanId } }),
  },
  'DELETE /subscriptions/:id': { expect: merchants(404, 200), id: (w) => w.a.subscriptionId },
  'POST /subscriptions/:id/reactivate': {
    expect: merchants(404, 409),
    id: (w) => w.a.subscriptionId,
  },
  'GET /payment-methods': { expect: merchants(200, 200) },
  // The sandbox has no card-setup step (Stripe's SetupIntent): 409 for every merchant.
  'POST /payment-methods/setup-intent': { expect: merchants(409, 409) },
  'POST /payment-methods/card': {
    expect: merchants(201, 201),
    request: () => ({ payload: { card_number: '4242424242424242', ...CARD, exp_year: 2040 } }),
  },
  // A dry run: nothing is saved, so every merchant gets the outcome.
  'POST /payment-methods/test-card': {
    expect: merchants(200, 200),
    request: () => ({ payload: { card_number: '4000000000000002', ...CARD, exp_year: 2040 } }),
  },
  'PUT /payment-methods/default': {
    expect: merchants(404, 200),
    request: (world) => ({ payload: { payment_method_id: world.a.otherCardId } }),
  },
  'DELETE /payment-methods/:id': { expect: merchants(404, 200), id: (w) => w.a.otherCardId },

  // Stores: merchant B has no subscription (403 on create) and never reaches A's store (404).
  'POST /stores': {
    expect: [401, 403, 403, 403, 403, 201],
    request: () => ({ payload: storeBody({ name: 'Another Store' }) }),
  },
  'GET /stores/me': { expect: merchants(200, 200) },
  'POST /stores/me/avatar': {
    expect: merchants(404, 200),
    request: (world) =>
      multipartFile(
        { name: 'logo.png', type: 'image/png', bytes: ONE_PIXEL_PNG },
        { store_id: world.a.storeId },
      ),
  },
  // Public: A's store is listed (A is verified).
  'GET /stores/:id': { expect: all(200), id: (w) => w.a.storeId },
  'PUT /stores/:id': {
    expect: merchants(404, 200),
    id: (w) => w.a.storeId,
    request: () => ({ payload: { name: 'Renamed Store' } }),
  },
  'DELETE /stores/:id': { expect: merchants(404, 200), id: (w) => w.a.storeId },
  // A store's customers (docs/api.md, "Customers"): its owner and managers; B asks for A's store.
  'GET /stores/:id/customers': {
    expect: merchants(404, 200),
    staff: managers(200),
    id: (w) => w.a.storeId,
  },
  'GET /stores/:id/customers/export': {
    expect: merchants(404, 200),
    staff: managers(200),
    id: (w) => w.a.storeId,
  },
  'GET /stores/:id/customers/:customerId': {
    expect: merchants(404, 200),
    staff: managers(200),
    id: (w) => w.a.storeId,
    request: (world) => ({
      url: `/stores/${world.a.storeId}/customers/${world.callers.customer.userId}`,
    }),
  },
  // Automations and one-off messages (docs/api.md, "Automations"): the store's owner and
  // managers; B asks for A's store.
  'GET /stores/:id/automations': {
    expect: merchants(404, 200),
    staff: managers(200),
    id: (w) => w.a.storeId,
  },
  'GET /stores/:id/automations/results': {
    expect: merchants(404, 200),
    staff: managers(200),
    id: (w) => w.a.storeId,
  },
  'PUT /stores/:id/automations/:kind': {
    expect: merchants(404, 200),
    staff: managers(200),
    request: (world) => ({
      url: `/stores/${world.a.storeId}/automations/birthday`,
      payload: {
        enabled: true,
        offer_kind: 'bonus_stamps',
        offer_stamps: 1,
        offer_valid_days: 30,
        holdout_percent: 10,
        days_before: 7,
        idle_days: 14,
      },
    }),
  },
  'PUT /stores/:id/expiry': {
    expect: merchants(404, 200),
    staff: managers(200),
    id: (w) => w.a.storeId,
    request: () => ({ payload: { reward_expiry_days: 90, stamp_expiry_months: null } }),
  },
  'POST /stores/:id/broadcasts/preview': {
    expect: merchants(404, 200),
    staff: managers(200),
    id: (w) => w.a.storeId,
    request: () => ({ payload: broadcastBody() }),
  },
  // A's store has one customer (the world's): everyone = 1 recipient, none held out at 5 %.
  'POST /stores/:id/broadcasts': {
    expect: merchants(404, 201),
    staff: managers(201),
    id: (w) => w.a.storeId,
    request: () => ({
      payload: { ...broadcastBody(), expected_recipients: 1 },
      headers: { 'idempotency-key': randomUUID() },
    }),
  },
  'GET /stores/:id/broadcasts': {
    expect: merchants(404, 200),
    staff: managers(200),
    id: (w) => w.a.storeId,
  },
  'POST /branches': {
    expect: merchants(404, 201),
    staff: managers(201),
    request: (world) => ({ payload: branchBody(world.a.storeId) }),
  },
  'GET /branches/:id': {
    expect: all(200),
    request: (world) => ({ url: `/branches/${world.a.storeId}` }),
  },
  'PUT /branches/:id': {
    expect: merchants(404, 200),
    staff: managers(200),
    id: (w) => w.a.branchId,
    request: () => ({ payload: { status: 'closed' } }),
  },
  // A deleted the branch first: it no longer exists for A's staff.
  // A's counter device was at this branch: its session ended with it.
  'DELETE /branches/:id': {
    expect: merchants(404, 200),
    staff: [404, 404, 403],
    counter: 401,
    id: (w) => w.a.branchId,
  },
  // Merchant settings, reward cards and stamping (docs/api.md, "Reward cards and stamps").
  'GET /stores/me/settings': { expect: merchants(200, 200) },
  'PUT /stores/me/settings': {
    expect: merchants(200, 200),
    request: () => ({ payload: { notify_on_redeem: true } }),
  },
  'POST /reward-cards': {
    expect: merchants(404, 201),
    staff: managers(201),
    request: (world) => ({
      payload: { store_id: world.a.storeId, title: 'Tea card', reward_description: 'A tea' },
    }),
  },
  // Public: A's store is listed (A is verified), so everyone sees its active cards.
  'GET /reward-cards': {
    expect: all(200),
    request: (world) => ({ url: `/reward-cards?store_id=${world.a.storeId}` }),
  },
  'GET /reward-cards/my': { expect: [401, 403, 200, 403, 403, 403] },
  'PUT /reward-cards/:id': {
    expect: merchants(404, 200),
    staff: managers(200),
    id: (w) => w.a.rewardCardId,
    request: () => ({ payload: { title: 'Renamed card' } }),
  },
  'DELETE /reward-cards/:id': {
    expect: merchants(404, 200),
    staff: managers(200),
    id: (w) => w.a.rewardCardId,
  },
  'GET /reward-cards/:id/customer': {
    expect: merchants(404, 200),
    staff: counter(200, 200),
    counter: 200,
    id: (w) => w.a.rewardCardId,
    request: (world) => ({
      url: `/reward-cards/${world.a.rewardCardId}/customer?qr_code=${encodeURIComponent(world.a.customerQrCode)}`,
    }),
  },
  // At A's branch: where A's counter device is.
  'POST /reward-cards/:id/stamps': {
    expect: merchants(404, 201),
    staff: counter(201, 201),
    counter: 201,
    id: (w) => w.a.rewardCardId,
    request: (world) => ({
      headers: { 'idempotency-key': randomUUID() },
      payload: { qr_code: world.a.customerQrCode, branch_id: world.a.branchId },
    }),
  },
  'POST /reward-cards/:id/redeem': {
    expect: merchants(404, 200),
    staff: counter(409, 409),
    counter: 409,
    id: (w) => w.a.rewardCardId,
    request: (world) => ({
      payload: { qr_code: world.a.customerQrCode, branch_id: world.a.branchId },
    }),
  },
  'POST /reward-cards/:id/stamps/:interactionId/undo': {
    expect: merchants(404, 200),
    staff: counter(409, 403),
    counter: 403,
    id: (w) => w.a.rewardCardId,
    request: (world) => ({
      url: `/reward-cards/${world.a.rewardCardId}/stamps/${world.a.stampId}/undo`,
    }),
  },
  'POST /reward-cards/:id/redeem/:interactionId/undo': {
    expect: merchants(404, 200),
    staff: counter(409, 403),
    counter: 403,
    id: (w) => w.a.rewardCardId,
    request: (world) => ({
      url: `/reward-cards/${world.a.rewardCardId}/redeem/${world.a.redemptionId}/undo`,
    }),
  },
  'GET /home': { expect: signedIn(200) },
  // Analytics (docs/api.md, "Analytics"): the caller's own figures; B asks for A's store.
  'GET /analytics/overview': {
    expect: merchants(404, 200),
    staff: managers(200),
    request: (world) => ({ url: `/analytics/overview?store_id=${world.a.storeId}` }),
  },
  'GET /analytics/export': {
    expect: merchants(404, 200),
    staff: managers(200),
    request: (world) => ({ url: `/analytics/export?store_id=${world.a.storeId}` }),
  },

  // Per person at A's store (docs/api.md, "Staff"): A and A's managers.
  'GET /analytics/staff': {
    expect: merchants(404, 200),
    staff: managers(200),
    request: (world) => ({ url: `/analytics/staff?store_id=${world.a.storeId}` }),
  },

  // Staff (docs/api.md, "Staff"): A's store's people, for A and A's managers.
  'POST /stores/:storeId/staff': {
    expect: merchants(404, 201),
    staff: managers(201),
    request: (world) => ({
      url: `/stores/${world.a.storeId}/staff`,
      payload: { email: `staff.${randomUUID()}@example.com`, role: 'cashier' },
    }),
  },
  'GET /stores/:storeId/staff': {
    expect: merchants(404, 200),
    staff: managers(200),
    request: (world) => ({ url: `/stores/${world.a.storeId}/staff` }),
  },
  'PATCH /stores/:storeId/staff/:staffId': {
    expect: merchants(404, 200),
    staff: managers(200),
    request: (world) => ({
      url: `/stores/${world.a.storeId}/staff/${world.a.invitationId}`,
      payload: { role: 'manager' },
    }),
  },
  // A withdrew the invitation first: it is gone for A's manager.
  'DELETE /stores/:storeId/staff/:staffId': {
    expect: merchants(404, 200),
    staff: managers(404),
    request: (world) => ({ url: `/stores/${world.a.storeId}/staff/${world.a.invitationId}` }),
  },
  // No invitation has this token, whoever asks.
  'POST /staff/accept': {
    expect: signedIn(404),
    staff: [404, 404, 404],
    request: () => ({ payload: { token: 'not-an-invitation-token' } }),
  },
  'GET /staff/me': { expect: signedIn(200), staff: [200, 200, 200] },
  // The counter's stream at A's store: A, A's manager and cashier.
  'GET /staff/events': {
    expect: merchants(404, 200),
    staff: counter(200, 200),
    counter: 200,
    stream: true,
    request: (world) => ({ url: `/staff/events?store_id=${world.a.storeId}` }),
  },
  // Only the person may set their own PIN (here A's cashier's place).
  'PUT /staff/:staffId/pin': {
    expect: [401, 403, 404, 404, 404, 404],
    staff: [404, 200, 404],
    request: (world) => ({ url: `/staff/${world.a.cashierStaffId}/pin`, payload: { pin: '9731' } }),
  },

  // Counter mode (docs/api.md, "Counter mode"): A's devices, for A and A's managers.
  'POST /stores/:storeId/counter-devices': {
    expect: merchants(404, 201),
    staff: managers(201),
    request: (world) => ({
      url: `/stores/${world.a.storeId}/counter-devices`,
      payload: { name: 'Back till', branch_id: world.a.branchId },
    }),
  },
  'GET /stores/:storeId/counter-devices': {
    expect: merchants(404, 200),
    staff: managers(200),
    request: (world) => ({ url: `/stores/${world.a.storeId}/counter-devices` }),
  },
  // A signed the device out first: it is gone for A's manager; the counter session went with it.
  'DELETE /stores/:storeId/counter-devices/:deviceId': {
    expect: merchants(404, 200),
    staff: managers(404),
    counter: 401,
    request: (world) => ({ url: `/stores/${world.a.storeId}/counter-devices/${world.a.deviceId}` }),
  },
  // The device's own calls: its header decides, whoever else is signed in on it.
  'GET /counter/device': {
    expect: all(200),
    staff: [200, 200, 200],
    request: (world) => ({ headers: { 'counter-device': world.a.deviceToken } }),
  },
  'POST /counter/unlock': {
    expect: all(200),
    staff: [200, 200, 200],
    request: (world) => ({
      headers: { 'counter-device': world.a.deviceToken },
      payload: { staff_id: world.a.cashierStaffId, pin: COUNTER_PIN },
    }),
  },

  // Web push (docs/api.md, "Web push"): the key is public; devices are customers' own (A's staff
  // are customer accounts). No caller has a device here, so removing one is 404 for a customer.
  'GET /push/public-key': { expect: all(200) },
  'POST /push/subscriptions': {
    expect: [401, 403, 201, 403, 403, 403],
    request: () => ({ payload: { ...browserSubscription(), time_zone: 'Europe/Lisbon' } }),
  },
  'DELETE /push/subscriptions': {
    expect: [401, 403, 404, 403, 403, 403],
    request: () => ({ payload: { endpoint: browserSubscription().endpoint } }),
  },

  // Stripe calls it, signed; without a webhook secret configured it refuses everyone.
  'POST /webhooks/stripe': { expect: all(503), request: () => ({ payload: {} }) },
  // CORS preflight: cross-origin access is off unless CORS_ORIGIN is set, so it is refused.
  'OPTIONS *': {
    expect: all(404),
    outsideApi: true,
    request: () => ({
      url: '/api/merchant/users/me',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    }),
  },
  // A customer's channels (docs/api.md, "Messaging"): their own, at shops they hold a card at
  // (the world's customer holds one at A's store; nobody else does).
  'GET /messaging/preferences': { expect: signedIn(200) },
  'PUT /messaging/preferences/:storeId': {
    expect: [401, 403, 200, 404, 404, 404],
    staff: [404, 404, 404],
    request: (world) => ({
      url: `/messaging/preferences/${world.a.storeId}`,
      payload: { email: true, push: false },
    }),
  },
  // Links from messages work without a session: the token decides, whoever calls. The world
  // has no message, so every caller sends a token that is not valid: 400 for all, none 500.
  'GET /messaging/unsubscribe': {
    expect: all(400),
    request: () => ({ url: '/messaging/unsubscribe?token=not-a-token' }),
  },
  'POST /messaging/unsubscribe': {
    expect: all(400),
    request: () => ({
      url: '/messaging/unsubscribe?token=not-a-token',
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /messaging/click/:token': {
    expect: all(400),
    request: () => ({ url: '/messaging/click/00000000-0000-4000-8000-000000000000.AAAA' }),
  },
  // Wallet passes (docs/api.md, "Wallet passes"): a customer's own card only, so A's staff (customer
  // accounts without this card) get 404. The wallet group's gates run with both wallets set up.
  'POST /wallet/cards/:id/google': {
    expect: [401, 403, 200, 403, 403, 403],
    staff: [404, 404, 404],
    id: (world) => world.a.customerCardId,
  },
  'POST /wallet/cards/:id/apple': {
    expect: [401, 403, 200, 403, 403, 403],
    staff: [404, 404, 404],
    id: (world) => world.a.customerCardId,
  },
  // The link decides, not who follows it: a browser navigates to it without a session.
  'GET /wallet/apple/download/:token': {
    expect: all(200),
    request: (world) => ({ url: world.appleDownloadPath ?? '/wallet/apple/download/none' }),
  },

  // Apple's web service (docs/api.md, "Apple's web service"): Wallet calls it with the pass's own
  // token (`Authorization: ApplePass …`), never a session, so it is a public route whose token
  // decides: every caller sends the world's pass token in place of its session, and gets the
  // same answer (a wrong token's 401 is tested in modules/wallet/passkit-requests).
  [`POST ${PASSKIT_REGISTRATION}`]: {
    expect: all(201),
    credential: applePass,
    // A device of each caller's own: each registers anew.
    request: (world, caller) => ({
      url: passkitRegistration(world, `device-${caller.role}`),
      headers: applePass(world),
      payload: { pushToken: 'cd'.repeat(32) },
    }),
  },
  [`DELETE ${PASSKIT_REGISTRATION}`]: {
    expect: all(200),
    credential: applePass,
    request: (world) => ({
      url: passkitRegistration(world, world.a.walletPass!.deviceId),
      headers: applePass(world),
    }),
  },
  // The device's library id is the secret here (Apple sends no token): the world's device has
  // the pass.
  'GET /wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier': {
    expect: all(200),
    credential: applePass,
    request: (world) => ({
      url: `/wallet/apple/v1/devices/${world.a.walletPass!.deviceId}/registrations/${world.a.walletPass!.passTypeId}`,
    }),
  },
  'GET /wallet/apple/v1/passes/:passTypeIdentifier/:serialNumber': {
    expect: all(200),
    credential: applePass,
    request: (world) => ({
      url: `/wallet/apple/v1/passes/${world.a.walletPass!.passTypeId}/${world.a.walletPass!.id}`,
      headers: applePass(world),
    }),
  },
  'POST /wallet/apple/v1/log': {
    expect: all(200),
    request: () => ({ payload: { logs: ['Web service error: a test message'] } }),
  },
};

export type { Role };
