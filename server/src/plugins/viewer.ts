import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MerchantRow } from '../db/schema';

/**
 * The merchant calling a public route, if the request carries a valid token of one; null for
 * anyone else, and for a missing, expired or bad token: a public answer never fails because of a
 * token. Lets `GET /stores/:id` and `GET /branches/:storeId` show an owner their hidden store.
 */
export async function viewingMerchant(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<MerchantRow | null> {
  if (!request.headers.authorization) return null;
  try {
    await app.authenticate(request, reply);
  } catch {
    return null;
  }
  return request.account?.merchant ?? null;
}
