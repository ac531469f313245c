import { useLocation, useNavigate } from 'react-router-dom';
import {
  DEFAULT_PRESET,
  isIsoDate,
  isPreset,
  presetRange,
  rangeProblem,
  type PresetId,
  type RangeProblem,
} from './analyticsRange';

/** What the merchant's dashboard shows: a preset or a custom range, and a store and branch. */
export interface AnalyticsFilters {
  preset: PresetId | 'custom';
  from: string;
  to: string;
  storeId: string;
  branchId: string;
  /** A custom range the server would refuse (To before From...): shown, never asked for. */
  problem: RangeProblem | null;
}

/** The query string's names: `?range=90d`, `?range=custom&from=2026-01-01&to=2026-03-31&store=…&branch=…`. */
const PARAM = { preset: 'range', from: 'from', to: 'to', storeId: 'store', branchId: 'branch' };

/**
 * The dashboard's range and filter, kept in the URL's query string so a reload, back and forward
 * keep them (docs/state-ownership.md: the URL owns a page's filters, as for the store directory).
 * A custom range whose dates are missing falls back to the default preset; one that is reversed or
 * too long stays as asked, with its `problem`, so the picker says what to mend instead of the page
 * showing other days than the ones typed.
 */
export function useAnalyticsFilters(today: Date = new Date()) {
  // useLocation and useNavigate rather than useSearchParams: the router's chunk is part of the app
  // start, and useSearchParams would add its unused code there (docs/performance.md, budgets).
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const asked = params.get(PARAM.preset);
  const from = params.get(PARAM.from);
  const to = params.get(PARAM.to);
  const custom = asked === 'custom' && isIsoDate(from) && isIsoDate(to);
  const preset: PresetId = isPreset(asked) ? asked : DEFAULT_PRESET;
  const range = custom ? { from, to } : presetRange(preset, today);
  const storeId = params.get(PARAM.storeId) ?? '';
  const filters: AnalyticsFilters = {
    preset: custom ? 'custom' : preset,
    ...range,
    problem: custom ? rangeProblem(from, to) : null,
    storeId,
    // A branch means nothing without its store.
    branchId: storeId ? (params.get(PARAM.branchId) ?? '') : '',
  };

  const update = (changes: Partial<AnalyticsFilters>) => {
    const next = { ...filters, ...changes };
    // A new store starts with all its branches.
    if (changes.storeId !== undefined && changes.storeId !== filters.storeId) next.branchId = '';
    const query = new URLSearchParams();
    if (next.preset === 'custom') {
      query.set(PARAM.preset, 'custom');
      query.set(PARAM.from, next.from);
      query.set(PARAM.to, next.to);
    } else if (next.preset !== DEFAULT_PRESET) {
      query.set(PARAM.preset, next.preset);
    }
    if (next.storeId) query.set(PARAM.storeId, next.storeId);
    if (next.storeId && next.branchId) query.set(PARAM.branchId, next.branchId);
    const search = query.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
  };

  return { filters, update };
}
