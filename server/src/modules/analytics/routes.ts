import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountOf } from '../../plugins/auth';
import { exportStream } from './csv-export';
import { createAnalytics } from './overview';
import {
  ANALYTICS_ERRORS,
  AnalyticsOverviewResponse,
  AnalyticsQuery,
  CsvExportResponse,
  StaffFiguresQuery,
  StaffFiguresResponse,
} from './schemas';

/**
 * `/analytics`: the merchant's figures over a range of their calendar days, and the same range's
 * interactions as CSV (docs/api.md, "Analytics"; the definitions are in docs/product.md). Both are
 * reports: a few at once per account, on connections of their own (docs/reliability.md, "One
 * tenant's reports").
 */
const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const analytics = createAnalytics(app);
  const schema = { tags: ['analytics'], security: [{ bearerAuth: [] }] };
  // Staff accounts reach a store's figures too (docs/product.md, "Staff"): who may see what is
  // decided by the store, in `reportOf`.
  const asReport = [app.authenticate, app.reports.limitPerAccount];

  app.get(
    '/overview',
    {
      preHandler: asReport,
      schema: {
        ...schema,
        operationId: 'getAnalyticsOverview',
        summary: 'Scans, stamps, redemptions and customers over a range of days',
        querystring: AnalyticsQuery,
        response: { 200: AnalyticsOverviewResponse, ...ANALYTICS_ERRORS },
      },
    },
    async (request): Promise<AnalyticsOverviewResponse> => ({
      success: true,
      data: await analytics.overview(accountOf(request), request.query),
    }),
  );

  app.get(
    '/staff',
    {
      preHandler: asReport,
      schema: {
        ...schema,
        operationId: 'getStaffFigures',
        summary: 'Per person at a store: stamps, redemptions, undos, customers, and who stands out',
        querystring: StaffFiguresQuery,
        response: { 200: StaffFiguresResponse, ...ANALYTICS_ERRORS },
      },
    },
    async (request): Promise<StaffFiguresResponse> => ({
      success: true,
      data: await analytics.staffFigures(accountOf(request), request.query),
    }),
  );

  app.get(
    '/export',
    {
      preHandler: asReport,
      schema: {
        ...schema,
        operationId: 'exportAnalytics',
        summary: 'The interactions of a range of days as a CSV file',
        // The overview's filters, the branch included: the file holds what the dashboard shows.
        querystring: AnalyticsQuery,
        response: { 200: CsvExportResponse, ...ANALYTICS_ERRORS },
      },
    },
    async (request, reply) => {
      // Every refusal (range, store) is decided here, before the first byte of the file.
      const { timeZone, range, scope, merchant } = await analytics.reportOf(
        accountOf(request),
        request.query,
      );
      const period = { timeZone, from: range.from, to: range.to };
      const stream = exportStream(analytics.reports, scope, period, () =>
        analytics.peopleOf(merchant, scope, period),
      );
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="qrewards-interactions-${range.from}-${range.to}.csv"`,
          )
          .header('cache-control', 'no-store')
          // The schema types the answer as the text it is; Fastify sends a stream as it comes.
          .send(stream as unknown as string)
      );
    },
  );
};

export default analyticsRoutes;
