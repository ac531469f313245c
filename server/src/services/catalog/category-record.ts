import type { CategoryRow } from '../../db/schema';
import type { CategoryRecord } from '../../contract/category';

// Makes the category record (contract/category.ts) from its row.

export function toCategoryRecord(row: CategoryRow): CategoryRecord {
  return { id: row.id, name: row.name, slug: row.slug };
}
