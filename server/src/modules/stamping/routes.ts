import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { idempotentCallOf, sendKept } from '../../http/idempotency-key';
import { UuidIdParams } from '../../contract/params';
import { httpError } from '../../http/app-error';
import { accountOf } from '../../plugins/auth';
import {
  COUNTER,
  createStoreAccess,
  worksAtBranch,
  type StoreAccess,
} from '../../services/staff/store-access';
import { CARD_NOT_FOUND } from './messages';
import { perMinutePerAccount } from '../../http/rate-limits';
import {
  CustomerQuery,
  RedeemBody,
  RedeemResponse,
  ScanResponse,
  StampBody,
  StampResponse,
  UndoParams,
  UndoResponse,
  STAMPING_ERRORS,
  LOOKUP_ERRORS,
  CARD_CHANGE_ERRORS,
} from './schemas';
import { createStamping, type Cashier } from './stamping';

/** docs/product.md, "Staff": a cashier with branches works only there. */
const NOT_YOUR_BRANCH =
  'You work at some branches of this store only: choose one of them before you stamp.';

/** docs/product.md, "Finding a customer": lookups per person at the counter per minute. */
const LOOKUPS_PER_MINUTE = 30;

function bodyCodeOf(request: FastifyRequest): unknown {
  return (request.body as { code?: unknown } | undefined)?.code;
}

/**
 * Stamping at the counter, under `/reward-cards` with the cards it stamps (docs/api.md, "Reward
 * cards and stamps"): scan, stamp, redeem, undo a stamp or a redemption (owner of the card only).
 */
const stampingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stamping = createStamping(app);
  const storeAccess = createStoreAccess(app.db);

  /**
   * The caller's rights at the card's store: the owner, a manager or a cashier (docs/product.md,
   * "Staff"); the card's merchant is the store's, so the owner's plan and settings apply.
   */
  const accessOf = (request: FastifyRequest<{ Params: { id: string } }>) =>
    storeAccess.atCard(accountOf(request), request.params.id, COUNTER, CARD_NOT_FOUND);

  /** The cashier for a change at `branchId`: refused at a branch a cashier does not work at. */
  function cashierAt(request: FastifyRequest, access: StoreAccess, branchId: string | undefined) {
    if (!worksAtBranch(access, branchId)) throw httpError(403, 'FORBIDDEN', NOT_YOUR_BRANCH);
    return cashierOf(request, access);
  }

  function cashierOf(request: FastifyRequest, access: StoreAccess): Cashier {
    return {
      merchant: access.merchant,
      staffUserId: accountOf(request).user.id,
      role: access.role,
      staff: access.staff,
    };
  }
  const schema = { tags: ['reward-cards'], security: [{ bearerAuth: [] }] };
  // A counter device's session (docs/product.md, "Counter mode") may use every route here.
  const COUNTER_ROUTE = { counter: true };
  // docs/product.md, "Finding a customer": lookups, and changes that name a customer by short code,
  // share one budget per person at the counter, so short codes cannot be walked.
  const lookupLimit = perMinutePerAccount(
    app,
    'customer-lookup',
    LOOKUPS_PER_MINUTE,
    (seconds) =>
      `Too many customer lookups in a minute. You can look up the next customer in ${seconds} seconds.`,
    (request) => request.method === 'GET' || typeof bodyCodeOf(request) === 'string',
  );

  app.get(
    '/:id/customer',
    {
      preHandler: [app.authenticate, lookupLimit],
      config: COUNTER_ROUTE,
      schema: {
        ...schema,
        operationId: 'lookupCustomer',
        summary:
          'Who a scanned QR code, a typed short code or a phone is, and their cards at the store',
        description:
          'Exactly one of `qr_code`, `code` (the short code: any case, dash or not, O read as 0, I and L as 1) or `phone` (as the store’s country writes it; finds only a customer who allowed it). At most 30 lookups a minute per signed-in person (429 with Retry-After).',
        params: UuidIdParams,
        querystring: CustomerQuery,
        response: { 200: ScanResponse, ...LOOKUP_ERRORS },
      },
    },
    async (request): Promise<ScanResponse> => {
      const access = await accessOf(request);
      const found = await stamping.scan(access.merchant, request.params.id, request.query);
      return {
        success: true,
        data: {
          // Only the first name before the stamp (docs/product.md, "Finding a customer"); the
          // short code lets the counter stamp a customer found by phone.
          customer: {
            first_name: found.customer.firstName,
            short_code: found.customer.shortCode ?? '',
          },
          customer_card: found.customerCard,
          store_cards: found.storeCards,
          offers: found.offers,
        },
      };
    },
  );

  app.post(
    '/:id/stamps',
    {
      preHandler: [app.authenticate, lookupLimit],
      config: COUNTER_ROUTE,
      schema: {
        ...schema,
        operationId: 'stampCard',
        summary: 'Stamp a customer’s card (once per Idempotency-Key)',
        params: UuidIdParams,
        description:
          'Send an `Idempotency-Key` header (8 to 100 characters, a fresh one per stamp): a retry with the same key answers the first answer again and never stamps twice.',
        body: StampBody,
        response: { 201: StampResponse, ...CARD_CHANGE_ERRORS },
      },
    },
    async (request, reply): Promise<StampResponse> => {
      const call = idempotentCallOf(request, { required: true });
      const access = await accessOf(request);
      const answer = await stamping.stamp(
        cashierAt(request, access, request.body.branch_id),
        request.params.id,
        request.body,
        call,
      );
      return sendKept(reply, answer);
    },
  );

  app.post(
    '/:id/redeem',
    {
      preHandler: [app.authenticate, lookupLimit],
      config: COUNTER_ROUTE,
      schema: {
        ...schema,
        operationId: 'redeemReward',
        summary: 'Give the reward: takes stamps_required stamps off',
        params: UuidIdParams,
        body: RedeemBody,
        response: { 200: RedeemResponse, ...CARD_CHANGE_ERRORS },
      },
    },
    async (request, reply): Promise<RedeemResponse> => {
      const call = idempotentCallOf(request);
      const access = await accessOf(request);
      const answer = await stamping.redeem(
        cashierAt(request, access, request.body.branch_id),
        request.params.id,
        request.body,
        call,
      );
      return sendKept(reply, answer);
    },
  );

  // One undo route under each call that can be taken back (docs/api.md, "Reward cards and
  // stamps": one route per kind, so an id of the other kind is 404).
  const undoRoutes = [
    {
      path: 'stamps',
      kind: 'stamp',
      operationId: 'undoStamp',
      summary: 'Take a stamp back, within 10 minutes of it',
    },
    {
      path: 'redeem',
      kind: 'redeem',
      operationId: 'undoRedemption',
      summary:
        'Take a redemption given by mistake back (its stamps return), within 10 minutes of it',
    },
  ] as const;
  for (const { path, kind, operationId, summary } of undoRoutes) {
    app.post(
      `/:id/${path}/:interactionId/undo`,
      {
        preHandler: app.authenticate,
        config: COUNTER_ROUTE,
        schema: {
          ...schema,
          operationId,
          summary,
          description:
            'Send an `Idempotency-Key` header (optional; a fresh one per undo): a retry with the same key answers the first answer again.',
          params: UndoParams,
          response: { 200: UndoResponse, ...STAMPING_ERRORS },
        },
      },
      async (request, reply): Promise<UndoResponse> => {
        const { id, interactionId } = request.params;
        const call = idempotentCallOf(request);
        // An undo is not at a branch: a cashier may take back their own wherever they made it.
        const cashier = cashierOf(request, await accessOf(request));
        return sendKept(reply, await stamping.undo(cashier, id, kind, interactionId, call));
      },
    );
  }
};

export default stampingRoutes;
