import type { CustomerSort } from '../../api/customers';

/** The list's order when none is asked for: who came last, first (docs/api.md, "Customers"). */
export const DEFAULT_SORT: CustomerSort = '-last_visit';

/** The orders the "Sort by" menu offers, each as a person would say it. */
export const SORT_OPTIONS: { value: CustomerSort; label: string }[] = [
  { value: '-last_visit', label: 'Last visit, newest first' },
  { value: 'last_visit', label: 'Last visit, oldest first' },
  { value: '-first_visit', label: 'Newest customers first' },
  { value: 'first_visit', label: 'Longest-standing customers first' },
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
  { value: '-visits', label: 'Most visits' },
  { value: '-stamps', label: 'Most stamps' },
  { value: '-rewards_earned', label: 'Most rewards earned' },
  { value: '-rewards_redeemed', label: 'Most rewards redeemed' },
];

export function isCustomerSort(value: string | null): value is CustomerSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** The column a sort is by and its direction, for the table's header. */
export function sortParts(sort: CustomerSort): { column: string; direction: 'asc' | 'desc' } {
  return sort.startsWith('-')
    ? { column: sort.slice(1), direction: 'desc' }
    : { column: sort, direction: 'asc' };
}
