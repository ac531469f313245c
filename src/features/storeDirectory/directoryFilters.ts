import { useLocation, useNavigate } from 'react-router-dom';

/** What the directory shows, kept in the URL so a reload, back and forward keep it. */
export interface DirectoryFilters {
  search: string;
  category: string;
  city: string;
  page: number;
}

const PARAM: Record<keyof DirectoryFilters, string> = {
  search: 'q',
  category: 'category',
  city: 'city',
  page: 'page',
};

export const DIRECTORY_PAGE_SIZE = 12;

/**
 * The directory's filters, read from and written to the query string (`?q=caf&category=cafe&
 * city=Lyon&page=2`). A change of search, category or city starts again at page 1.
 */
export function useDirectoryFilters() {
  // useLocation and useNavigate rather than useSearchParams: the router's chunk is part of the app
  // start, and useSearchParams would add its unused code there (docs/performance.md, budgets).
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const filters: DirectoryFilters = {
    search: params.get(PARAM.search) ?? '',
    category: params.get(PARAM.category) ?? '',
    city: params.get(PARAM.city) ?? '',
    page: Math.max(1, Math.floor(Number(params.get(PARAM.page))) || 1),
  };

  const update = (changes: Partial<DirectoryFilters>, options?: { replace?: boolean }) => {
    const next = new URLSearchParams(location.search);
    const all = { page: 1, ...changes };
    for (const [key, value] of Object.entries(all) as [keyof DirectoryFilters, unknown][]) {
      const empty = value === '' || (key === 'page' && value === 1);
      if (empty) next.delete(PARAM[key]);
      else next.set(PARAM[key], String(value));
    }
    const search = next.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, options);
  };

  const filtered = Boolean(filters.search || filters.category || filters.city);
  const clear = () => update({ search: '', category: '', city: '' });
  return { filters, update, filtered, clear };
}
