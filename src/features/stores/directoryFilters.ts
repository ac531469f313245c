import { useSearchParams } from 'react-router-dom';

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
  const [params, setParams] = useSearchParams();
  const filters: DirectoryFilters = {
    search: params.get(PARAM.search) ?? '',
    category: params.get(PARAM.category) ?? '',
    city: params.get(PARAM.city) ?? '',
    page: Math.max(1, Math.floor(Number(params.get(PARAM.page))) || 1),
  };

  const update = (changes: Partial<DirectoryFilters>, options?: { replace?: boolean }) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      const all = { page: 1, ...changes };
      for (const [key, value] of Object.entries(all) as [keyof DirectoryFilters, unknown][]) {
        const empty = value === '' || (key === 'page' && value === 1);
        if (empty) next.delete(PARAM[key]);
        else next.set(PARAM[key], String(value));
      }
      return next;
    }, options);
  };

  const filtered = Boolean(filters.search || filters.category || filters.city);
  const clear = () => update({ search: '', category: '', city: '' });
  return { filters, update, filtered, clear };
}
