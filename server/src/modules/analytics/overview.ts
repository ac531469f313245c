import type { FastifyInstance } from 'fastify';
import type { MerchantRow } from '../../db/schema';
import { httpError } from '../../http/app-error';
import {
  createAnalyticsRepository,
  type AnalyticsRepository,
  type AnalyticsScope,
} from '../../repositories/analytics-repository';
import { createBranchesRepository } from '../../repositories/branches-repository';
import { createStoresRepository } from '../../repositories/stores-repository';
import { merchantSettingsOf } from '../../services/stores/merchant-settings';
import {
  createStoreAccess,
  MANAGERS,
  NOT_ALLOWED,
  staffNameOf,
  type Caller,
} from '../../services/staff/store-access';
import { createUsersRepository } from '../../repositories/users-repository';
import { staffFiguresOf } from './staff-figures';
import { resolveRange, todayIn, type DateRange } from './date-range';
import type { AnalyticsOverview, OverviewFigures } from '../../contract/analytics';
import type { AnalyticsQuery, StaffFigures, StaffFiguresQuery } from './schemas';

const STORE_NOT_FOUND = 'This store does not exist.';
const BRANCH_NOT_FOUND = 'This branch does not exist.';
/** docs/product.md, "Analytics": the newest 12 cohorts at most. */
const MAX_COHORTS = 12;

/** `YYYY-MM` months from `first` to `last`, both `YYYY-MM-DD`. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  const end = last.slice(0, 7);
  for (;;) {
    const label = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    months.push(label);
    if (label >= end) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/**
 * Cohorts by the month of a customer's first visit inside the range; `retention[i]` is the share
 * of the cohort that visited in the (i+1)th month after it, up to the range's last month.
 */
export function cohortsOf(
  range: Pick<DateRange, 'from' | 'to'>,
  sizes: OverviewFigures['cohort_sizes'],
  cells: OverviewFigures['cohort_cells'],
): AnalyticsOverview['cohorts'] {
  const months = monthsBetween(range.from, range.to).slice(-MAX_COHORTS);
  const sizeOf = new Map(sizes.map((row) => [row.month.slice(0, 7), row.customers]));
  const cellOf = new Map(
    cells.map((row) => [`${row.month.slice(0, 7)} ${row.visit_month.slice(0, 7)}`, row.customers]),
  );
  const all = monthsBetween(range.from, range.to);
  return months.map((month) => {
    const customers = sizeOf.get(month) ?? 0;
    const later = all.slice(all.indexOf(month) + 1);
    return {
      month,
      customers,
      retention: later.map((visitMonth) =>
        customers === 0 ? 0 : (cellOf.get(`${month} ${visitMonth}`) ?? 0) / customers,
      ),
    };
  });
}

/** `GET /analytics/overview` and the export's scope and range (docs/api.md, "Analytics"). */
export function createAnalytics(app: FastifyInstance) {
  // The report queries run on the reports' own connections, never on the request pool
  // (docs/reliability.md, "One tenant's reports"); the small reads around them stay there.
  const reports: AnalyticsRepository = {
    overview: (scope, period) =>
      app.reports.run((db) => createAnalyticsRepository(db).overview(scope, period)),
    exportPage: (scope, period, after, limit) =>
      app.reports.run((db) =>
        createAnalyticsRepository(db).exportPage(scope, period, after, limit),
      ),
    staffFigures: (scope, period) =>
      app.reports.run((db) => createAnalyticsRepository(db).staffFigures(scope, period)),
  };

  const storeAccess = createStoreAccess(app.db);

  /**
   * Whose figures the caller may read: a store's or a branch's for its owner or a manager
   * (docs/product.md, "Staff"; a cashier is 403), every store's only for the merchant themself.
   */
  async function merchantFor(
    caller: Caller,
    query: { store_id?: string; branch_id?: string },
  ): Promise<MerchantRow> {
    if (query.store_id) {
      return (await storeAccess.atStore(caller, query.store_id, MANAGERS, STORE_NOT_FOUND))
        .merchant;
    }
    if (query.branch_id) {
      return (await storeAccess.atBranch(caller, query.branch_id, MANAGERS, BRANCH_NOT_FOUND))
        .merchant;
    }
    if (!caller.merchant) throw httpError(403, 'FORBIDDEN', NOT_ALLOWED);
    return caller.merchant;
  }

  /** The scope asked for, each id the merchant's own, else 404 (never another's numbers). */
  async function scopeOf(
    merchant: MerchantRow,
    query: { store_id?: string; branch_id?: string },
  ): Promise<AnalyticsScope> {
    const scope: AnalyticsScope = { merchantId: merchant.id };
    if (query.store_id) {
      const store = await createStoresRepository(app.db).findOwn(merchant.id, query.store_id);
      if (!store) throw httpError(404, 'NOT_FOUND', STORE_NOT_FOUND);
      scope.storeId = store.id;
    }
    if (query.branch_id) {
      const branch = await createBranchesRepository(app.db).findOwn(merchant.id, query.branch_id);
      if (!branch || (scope.storeId && branch.storeId !== scope.storeId)) {
        throw httpError(404, 'NOT_FOUND', BRANCH_NOT_FOUND);
      }
      scope.storeId = branch.storeId;
      scope.branchId = branch.id;
    }
    return scope;
  }

  /**
   * The scope, the merchant's zone and the range, checked in the order a person reads them (who
   * may see the store first: its zone is its merchant's).
   */
  async function reportOf(caller: Caller, query: AnalyticsQuery) {
    const merchant = await merchantFor(caller, query);
    const { timeZone } = await merchantSettingsOf(app.db, merchant.id);
    const range = resolveRange(query, todayIn(timeZone, app.now()));
    const scope = await scopeOf(merchant, query);
    return { timeZone, range, scope, merchant };
  }

  /** Per person in `scope` over the period, with flags (docs/api.md, "Staff"). */
  async function peopleOf(
    merchant: MerchantRow,
    scope: AnalyticsScope,
    period: { timeZone: string; from: string; to: string },
  ): Promise<StaffFigures> {
    const figures = await reports.staffFigures(scope, period);
    const owner = await createUsersRepository(app.db).findById(merchant.userId);
    return staffFiguresOf(figures, owner ? staffNameOf(owner) : merchant.businessName);
  }

  return {
    reportOf,
    peopleOf,

    /** `GET /analytics/staff`: a store's people over the range. */
    async staffFigures(caller: Caller, query: StaffFiguresQuery): Promise<StaffFigures> {
      const { timeZone, range, scope, merchant } = await reportOf(caller, query);
      return peopleOf(merchant, scope, { timeZone, from: range.from, to: range.to });
    },
    /** The export's pages, each read on the reports' connections. */
    reports,

    async overview(caller: Caller, query: AnalyticsQuery): Promise<AnalyticsOverview> {
      const { timeZone, range, scope } = await reportOf(caller, query);
      const { cohort_sizes, cohort_cells, ...figures } = await reports.overview(scope, {
        timeZone,
        from: range.from,
        to: range.to,
        previousFrom: range.previousFrom,
        bucket: range.bucket,
      });
      return {
        range: { from: range.from, to: range.to, time_zone: timeZone, days: range.days },
        ...figures,
        series_bucket: range.bucket,
        cohorts: cohortsOf(range, cohort_sizes, cohort_cells),
      };
    },
  };
}
