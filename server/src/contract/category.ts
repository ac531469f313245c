import { Type, type Static } from '@sinclair/typebox';

// A store category as answers show it: in the categories list and inside every listed store.

export const CategoryRecord = Type.Object(
  { id: Type.String({ format: 'uuid' }), name: Type.String(), slug: Type.String() },
  { title: 'Category' },
);
export type CategoryRecord = Static<typeof CategoryRecord>;
