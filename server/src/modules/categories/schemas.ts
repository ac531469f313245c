import { Type, type Static } from '@sinclair/typebox';
import { successEnvelope } from '../../contract/envelope';
import { CategoryRecord } from '../../contract/category';

export const CategoriesResponse = successEnvelope(Type.Array(CategoryRecord));
export type CategoriesResponse = Static<typeof CategoriesResponse>;
