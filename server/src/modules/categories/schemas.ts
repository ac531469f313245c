import { Type, type Static } from '@sinclair/typebox';
import { successEnvelope } from '../../http/envelope';
import { CategoryRecord } from '../../services/catalog/category-record';

export const CategoriesResponse = successEnvelope(Type.Array(CategoryRecord));
export type CategoriesResponse = Static<typeof CategoriesResponse>;
