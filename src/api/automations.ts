import { api } from './client/baseApi';
import type { AnswerData, RequestBody } from './client/contract';

// The SPA's names for a store's automations and one-off messages (docs/api.md, "Automations"),
// read from the generated types.

/** `GET /stores/:id/automations`'s `data`: the four automations, the expiry rules, the last run. */
export type AutomationsOverview = AnswerData<'/stores/{id}/automations', 'get'>;
export type AutomationRecord = AutomationsOverview['automations'][number];
export type AutomationBody = RequestBody<'/stores/{id}/automations/{kind}', 'put'>;
export type AutomationKindParam = 'win_back' | 'birthday' | 'near_reward' | 'expiry_reminder';
export type ExpiryRulesBody = RequestBody<'/stores/{id}/expiry', 'put'>;

/** `GET /stores/:id/automations/results`'s `data`: each automation's and one-off's figures. */
export type AutomationResults = AnswerData<'/stores/{id}/automations/results', 'get'>;

export type BroadcastBody = RequestBody<'/stores/{id}/broadcasts/preview', 'post'>;
export type SendBroadcastBody = RequestBody<'/stores/{id}/broadcasts', 'post'>;
/** What a one-off message would be: its recipients, the holdout, the email. */
export type BroadcastPreview = AnswerData<'/stores/{id}/broadcasts/preview', 'post'>;
export type BroadcastRecord = AnswerData<'/stores/{id}/broadcasts', 'get'>[number];

const storePath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}`;

/**
 * A store's automations (docs/product.md, "Automations"). The results change with every day's run
 * and every send, so saving or sending refetches them (`AutomationResults`).
 */
export const automationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAutomations: build.query<AutomationsOverview, string>({
      query: (storeId) => `${storePath(storeId)}/automations`,
      providesTags: (_result, _error, storeId) => [{ type: 'Automations', id: storeId }],
    }),
    saveAutomation: build.mutation<
      AutomationRecord,
      { storeId: string; kind: AutomationKindParam; body: AutomationBody }
    >({
      query: ({ storeId, kind, body }) => ({
        url: `${storePath(storeId)}/automations/${kind}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, error, { storeId }) =>
        error ? [] : [{ type: 'Automations', id: storeId }],
    }),
    saveExpiryRules: build.mutation<unknown, { storeId: string; body: ExpiryRulesBody }>({
      query: ({ storeId, body }) => ({ url: `${storePath(storeId)}/expiry`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { storeId }) =>
        error ? [] : [{ type: 'Automations', id: storeId }],
    }),
    getAutomationResults: build.query<AutomationResults, string>({
      query: (storeId) => `${storePath(storeId)}/automations/results`,
      providesTags: (_result, _error, storeId) => [{ type: 'AutomationResults', id: storeId }],
    }),
    listBroadcasts: build.query<BroadcastRecord[], string>({
      query: (storeId) => `${storePath(storeId)}/broadcasts`,
      providesTags: (_result, _error, storeId) => [{ type: 'AutomationResults', id: storeId }],
    }),
    previewBroadcast: build.mutation<BroadcastPreview, { storeId: string; body: BroadcastBody }>({
      query: ({ storeId, body }) => ({
        url: `${storePath(storeId)}/broadcasts/preview`,
        method: 'POST',
        body,
      }),
    }),
    /** Once per `Idempotency-Key`: a retry after a lost answer never sends twice. */
    sendBroadcast: build.mutation<
      BroadcastRecord,
      { storeId: string; body: SendBroadcastBody; idempotencyKey: string }
    >({
      query: ({ storeId, body, idempotencyKey }) => ({
        url: `${storePath(storeId)}/broadcasts`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      invalidatesTags: (_result, error, { storeId }) =>
        error ? [] : [{ type: 'AutomationResults', id: storeId }],
    }),
  }),
});

export const {
  useGetAutomationsQuery,
  useSaveAutomationMutation,
  useSaveExpiryRulesMutation,
  useGetAutomationResultsQuery,
  useListBroadcastsQuery,
  usePreviewBroadcastMutation,
  useSendBroadcastMutation,
} = automationsApi;
