import { Type } from '@sinclair/typebox';

/** `/:id` of a route whose ids are UUIDs: anything else is a 400 naming `id`, not a 404. */
export const UuidIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
