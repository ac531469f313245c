import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createCategoriesRepository } from '../repositories/categories-repository';
import { createPlansRepository } from '../repositories/plans-repository';
import { SEEDED_CATEGORIES } from '../services/catalog/categories';
import { SEEDED_PLANS } from '../services/catalog/plans';

/**
 * Seeds the rows every installation needs (store categories, plans), at each start. Upserts by natural
 * key, so several processes starting at once, or a restart, change nothing.
 */
export default fp(
  async function referenceData(app: FastifyInstance) {
    await createCategoriesRepository(app.db).upsert(SEEDED_CATEGORIES);
    await createPlansRepository(app.db).upsert(SEEDED_PLANS);
  },
  { name: 'reference-data', dependencies: ['database'] },
);
