import { Type, type Static } from '@sinclair/typebox';
import type { CategoryRow } from '../../db/schema';
import { successEnvelope } from '../../http/envelope';

export const CategoryRecord = Type.Object(
  { id: Type.String({ format: 'uuid' }), name: Type.String(), slug: Type.String() },
  { title: 'Category' },
);
export type CategoryRecord = Static<typeof CategoryRecord>;

export const CategoriesResponse = successEnvelope(Type.Array(CategoryRecord));
export type CategoriesResponse = Static<typeof CategoriesResponse>;

export function toCategoryRecord(row: CategoryRow): CategoryRecord {
  return { id: row.id, name: row.name, slug: row.slug };
}
