import { and, eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { automationMessages, automations, type AutomationKind } from '../../../src/db/schema';

// Offers as the daily run or a one-off message leaves them (docs/product.md, "Offers at the counter"), written
// straight into the tables: the counter only reads them.

export interface OfferOptions {
  kind?: AutomationKind;
  offerKind?: 'bonus_stamps' | 'reward';
  stamps?: number;
  validUntil: Date;
  holdout?: boolean;
  status?: 'queued' | 'sent' | 'skipped' | 'held_out';
  period?: string;
}

/** The store's automation of `kind`, made on first use. */
async function automationOf(app: App, storeId: string, kind: AutomationKind): Promise<string> {
  await app.db
    .insert(automations)
    .values({ storeId, kind, enabled: true })
    .onConflictDoNothing({ target: [automations.storeId, automations.kind] });
  const [row] = await app.db
    .select({ id: automations.id })
    .from(automations)
    .where(and(eq(automations.storeId, storeId), eq(automations.kind, kind)));
  if (!row) throw new Error('no automation');
  return row.id;
}

let periods = 0;

/** A message with an offer to the customer at the store; its id. */
export async function giveOffer(
  app: App,
  storeId: string,
  userId: string,
  options: OfferOptions,
): Promise<string> {
  const kind = options.kind ?? 'birthday';
  periods += 1;
  const period = options.period ?? `period-${periods}`;
  const automationId = await automationOf(app, storeId, kind);
  const [row] = await app.db
    .insert(automationMessages)
    .values({
      storeId,
      userId,
      automationId,
      kind,
      period,
      holdout: options.holdout ?? false,
      status: options.status ?? 'sent',
      offerKind: options.offerKind ?? 'bonus_stamps',
      offerStamps: options.stamps ?? 1,
      offerValidUntil: options.validUntil,
      sentAt: new Date(options.validUntil.getTime() - 30 * 86_400_000),
    })
    .returning({ id: automationMessages.id });
  if (!row) throw new Error('no message');
  return row.id;
}

/** The offer's use: when, and by which stamp. */
export async function offerUse(app: App, id: string) {
  const [row] = await app.db
    .select({
      usedAt: automationMessages.offerUsedAt,
      interactionId: automationMessages.offerInteractionId,
    })
    .from(automationMessages)
    .where(eq(automationMessages.id, id));
  return row;
}
