import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createPublicListing, type PublicListing } from '../services/catalog/public-listing';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public store directory's reads, kept per process under the listing's version. */
    publicListing: PublicListing;
  }
}

/**
 * One listing per process, shared by `GET /store-listing/*` and the customer's home (its featured
 * stores are the listing's first page), so both reuse the same kept answers.
 */
export default fp(
  async function publicListing(app: FastifyInstance) {
    app.decorate(
      'publicListing',
      createPublicListing(app.db, () => app.now()),
    );
  },
  { name: 'public-listing', dependencies: ['database', 'clock'] },
);
