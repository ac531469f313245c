import type { Database } from '../../db/client';
import {
  createCardExpiriesRepository,
  type CardExpiry,
} from '../../repositories/card-expiries-repository';

export type { CardExpiry } from '../../repositories/card-expiries-repository';

/**
 * The daily sweep of a store's expiry rules (docs/product.md, "Expiry"): takes off every card of
 * the store the stamps and ready rewards that have expired at `now`, and writes a `card_expiries`
 * row for each. One set-based statement; idempotent (a run repeated, or beside a stamp that already
 * took them off, writes and takes nothing twice), so the daily run may call it as often as it
 * likes.
 * A store without expiry rules is not read beyond its own row.
 */
export function expireCards(db: Database, storeId: string, now: Date): Promise<CardExpiry[]> {
  return createCardExpiriesRepository(db).expire(storeId, now);
}
