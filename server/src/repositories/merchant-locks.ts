import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { merchants } from '../db/schema';

/**
 * Locks the merchant's row until the transaction ends, so checks of a plan quota and the insert
 * they allow run one merchant at a time (docs/api.md, "Reward cards and stamps": plan limits).
 * Call inside a transaction only.
 */
export async function lockMerchantRow(tx: Database, merchantId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for('update');
  return rows.length > 0;
}
