import { Type, type Static } from '@sinclair/typebox';
import { successEnvelope } from '../../contract/envelope';
import { PageQuery, pageOf } from '../../contract/pagination';
import { CategoryRecord } from '../../contract/category';
import { StoreRecord } from '../../contract/store';

export { StoreRecord } from '../../contract/store';
export { toStoreRecord } from '../../services/catalog/store-record';

export const StoreListingQuery = Type.Composite([
  PageQuery,
  Type.Object({
    search: Type.Optional(
      Type.String({
        maxLength: 100,
        description:
          'Part of a name, description or city; case and accents do not matter ("caf" finds "Café Luna").',
      }),
    ),
    category: Type.Optional(Type.String({ maxLength: 100, description: 'A category slug or id.' })),
    city: Type.Optional(Type.String({ maxLength: 100 })),
  }),
]);
export type StoreListingQuery = Static<typeof StoreListingQuery>;

export const StorePageResponse = successEnvelope(pageOf(StoreRecord));
export type StorePageResponse = Static<typeof StorePageResponse>;

/** A category as the public listing's filter shows it: with how many listed stores it has. */
export const ListedCategory = Type.Composite(
  [CategoryRecord, Type.Object({ stores_count: Type.Integer({ minimum: 0 }) })],
  { title: 'ListedCategory' },
);
export const ListedCategoriesResponse = successEnvelope(Type.Array(ListedCategory));
export type ListedCategoriesResponse = Static<typeof ListedCategoriesResponse>;
