import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { idempotentCallOf, sendKept } from '../../http/idempotency-key';
import { accountOf } from '../../plugins/auth';
import { startAutomationJobs } from '../../services/automations/automation-jobs';
import { createAutomations } from './automations';
import {
  AUTOMATION_ERRORS,
  AutomationBody,
  AutomationParams,
  AutomationResponse,
  AutomationsResponse,
  BroadcastBody,
  BroadcastListResponse,
  BroadcastResponse,
  ExpiryBody,
  ExpiryResponse,
  PreviewResponse,
  ResultsResponse,
  SEND_ERRORS,
  SendBroadcastBody,
  StoreIdParams,
} from './schemas';

/**
 * `/stores/:id/automations`, `/stores/:id/expiry` and `/stores/:id/broadcasts` (docs/api.md,
 * "Automations"): the store's owner and managers. Registered under `/stores`; it also starts the
 * automations' job workers in this process.
 */
const automationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const jobs = await startAutomationJobs(app);
  const automations = createAutomations(app, jobs);
  const schema = { tags: ['automations'], security: [{ bearerAuth: [] }] };

  app.get(
    '/:id/automations',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'getAutomations',
        summary: "The store's four automations (defaults until saved), expiry rules and last run",
        params: StoreIdParams,
        response: { 200: AutomationsResponse, ...AUTOMATION_ERRORS },
      },
    },
    async (request): Promise<AutomationsResponse> => ({
      success: true,
      data: await automations.overview(accountOf(request), request.params.id),
    }),
  );

  app.get(
    '/:id/automations/results',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'getAutomationResults',
        summary: 'Per automation and one-off message: sent, clicked, returns and the lift',
        params: StoreIdParams,
        response: { 200: ResultsResponse, ...AUTOMATION_ERRORS },
      },
    },
    async (request): Promise<ResultsResponse> => ({
      success: true,
      data: {
        min_group_size: automations.minGroupSize,
        results: await automations.results(accountOf(request), request.params.id),
      },
    }),
  );

  app.put(
    '/:id/automations/:kind',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'saveAutomation',
        summary: 'Save one automation’s settings',
        params: AutomationParams,
        body: AutomationBody,
        response: { 200: AutomationResponse, ...AUTOMATION_ERRORS },
      },
    },
    async (request): Promise<AutomationResponse> => ({
      success: true,
      message: 'The automation was saved.',
      data: await automations.save(
        accountOf(request),
        request.params.id,
        request.params.kind,
        request.body,
      ),
    }),
  );

  app.put(
    '/:id/expiry',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'saveExpiryRules',
        summary: 'Set when rewards and stamps expire (null: never)',
        params: StoreIdParams,
        body: ExpiryBody,
        response: { 200: ExpiryResponse, ...AUTOMATION_ERRORS },
      },
    },
    async (request): Promise<ExpiryResponse> => ({
      success: true,
      message: 'The expiry rules were saved.',
      data: await automations.saveExpiry(accountOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/broadcasts/preview',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'previewBroadcast',
        summary: 'The exact number of recipients of a one-off message, and its email',
        params: StoreIdParams,
        body: BroadcastBody,
        response: { 200: PreviewResponse, ...AUTOMATION_ERRORS },
      },
    },
    async (request): Promise<PreviewResponse> => ({
      success: true,
      data: await automations.preview(accountOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/broadcasts',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'sendBroadcast',
        summary: 'Send a one-off message to a segment (once per Idempotency-Key)',
        description:
          '`expected_recipients` must be the preview’s `recipients`; a different current count answers 409. Send an `Idempotency-Key` header (8 to 100 characters): a retry with the same key answers the first answer and sends nothing again.',
        params: StoreIdParams,
        body: SendBroadcastBody,
        response: { 201: BroadcastResponse, ...SEND_ERRORS },
      },
    },
    async (request, reply): Promise<BroadcastResponse> => {
      const call = idempotentCallOf(request, { required: true });
      const answer = await automations.send(
        accountOf(request),
        request.params.id,
        request.body,
        call,
      );
      const kept = sendKept(reply, answer);
      return { success: true, message: 'The message is on its way.', data: kept };
    },
  );

  app.get(
    '/:id/broadcasts',
    {
      preHandler: app.authenticate,
      schema: {
        ...schema,
        operationId: 'listBroadcasts',
        summary: "The store's one-off messages, newest first",
        params: StoreIdParams,
        response: { 200: BroadcastListResponse, ...AUTOMATION_ERRORS },
      },
    },
    async (request): Promise<BroadcastListResponse> => ({
      success: true,
      data: await automations.listBroadcasts(accountOf(request), request.params.id),
    }),
  );
};

export default automationsRoutes;
