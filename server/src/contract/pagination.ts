import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** `?page=1&page_size=20` (at most 100), as docs/api.md, "Conventions" fixes it. */
export const PageQuery = Type.Object({
  // Bounded like every number we take (docs/reliability.md, "Bad input"): 100,000 pages of 100.
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type PageQuery = Static<typeof PageQuery>;

/** `data` of a paginated list: `{ items, page, page_size, total }`. */
export function pageOf<Item extends TSchema>(item: Item) {
  return Type.Object({
    items: Type.Array(item),
    page: Type.Integer(),
    page_size: Type.Integer(),
    total: Type.Integer(),
  });
}

export interface Page<Item> {
  items: Item[];
  page: number;
  page_size: number;
  total: number;
}

/** Rows to skip and take for a page. */
export function pageWindow(query: PageQuery): { offset: number; limit: number } {
  return { offset: (query.page - 1) * query.page_size, limit: query.page_size };
}
