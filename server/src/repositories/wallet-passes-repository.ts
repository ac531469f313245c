import { createHash, randomBytes } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  customerCards,
  merchantSettings,
  rewardCards,
  stores,
  users,
  walletPasses,
  walletPassVersions,
  type CustomerCardRow,
  type RewardCardRow,
  type StoreRow,
  type WalletPassRow,
} from '../db/schema';

/** Everything a pass is drawn from: the card as the customer sees it, and whose code it carries. */
export interface PassSource {
  pass: WalletPassRow;
  customerCard: CustomerCardRow;
  card: RewardCardRow;
  store: StoreRow;
  /** The store's time zone (its merchant's settings; UTC before any are saved). */
  timeZone: string;
  brandColor: string | null;
  customer: { id: string; firstName: string; qrCode: string; shortCode: string | null };
}

/** An unguessable token for Apple's `ApplePass` header (Apple asks for at least 16 characters). */
function newAuthenticationToken(): string {
  return randomBytes(24).toString('base64url');
}

/** SQL for `wallet_passes`: one pass per customer card, its update tag and pending changes. */
export function createWalletPassesRepository(db: Database) {
  const source = () =>
    db
      .select({
        pass: walletPasses,
        customerCard: customerCards,
        card: rewardCards,
        store: stores,
        timeZone: sql<string>`coalesce(${merchantSettings.timeZone}, 'UTC')`,
        brandColor: merchantSettings.brandColor,
        customer: {
          id: users.id,
          firstName: users.firstName,
          qrCode: users.qrCode,
          shortCode: users.shortCode,
        },
      })
      .from(walletPasses)
      .innerJoin(customerCards, eq(customerCards.id, walletPasses.customerCardId))
      .innerJoin(rewardCards, eq(rewardCards.id, customerCards.rewardCardId))
      .innerJoin(stores, eq(stores.id, rewardCards.storeId))
      .innerJoin(users, eq(users.id, customerCards.userId))
      .leftJoin(merchantSettings, eq(merchantSettings.merchantId, stores.merchantId));

  /** The pass of this customer card, made on the first ask (parallel asks get the same one). */
  const ensure = async (customerCardId: string): Promise<WalletPassRow> => {
    await db
      .insert(walletPasses)
      .values({ customerCardId, authenticationToken: newAuthenticationToken() })
      .onConflictDoNothing({ target: walletPasses.customerCardId });
    const [row] = await db
      .select()
      .from(walletPasses)
      .where(eq(walletPasses.customerCardId, customerCardId));
    return row!;
  };

  return {
    ensure,

    /**
     * The pass of one of `userId`'s cards, made on the first ask; undefined when the card is not
     * theirs or does not exist (the customer's wallet buttons: another's card reads as none).
     */
    async ensureOwned(customerCardId: string, userId: string): Promise<WalletPassRow | undefined> {
      const [owned] = await db
        .select({ id: customerCards.id })
        .from(customerCards)
        .where(and(eq(customerCards.id, customerCardId), eq(customerCards.userId, userId)));
      return owned ? ensure(customerCardId) : undefined;
    },

    async find(passId: string): Promise<WalletPassRow | undefined> {
      const [row] = await db.select().from(walletPasses).where(eq(walletPasses.id, passId));
      return row;
    },

    /** What the pass is drawn from, or undefined when the pass (or its card) is gone. */
    async source(passId: string): Promise<PassSource | undefined> {
      const [row] = await source().where(eq(walletPasses.id, passId));
      return row;
    },

    /**
     * Records what the pass shows now, in the caller's transaction. A new hash takes a new update
     * tag and `Last-Modified`; the pending mark is cleared only if it is still the one the caller
     * read, so a change committed meanwhile keeps its pass pending. Answers whether the content
     * changed, and the pass as it is now; undefined when the pass is gone.
     */
    async settle(
      passId: string,
      contentHash: string,
      readMark: number | null,
      now: Date,
    ): Promise<{ changed: boolean; pass: WalletPassRow } | undefined> {
      const [held] = await db
        .select()
        .from(walletPasses)
        .where(eq(walletPasses.id, passId))
        .for('update');
      if (!held) return undefined;
      const changed = held.contentHash !== contentHash;
      const cleared = held.pendingChange === readMark;
      // Another refresh settled this content first (and a change came since, or none): nothing to
      // write, and an UPDATE without a column is an error.
      if (!changed && !cleared) return { changed, pass: held };
      const [pass] = await db
        .update(walletPasses)
        .set({
          ...(changed
            ? {
                contentHash,
                version: sql`nextval('${sql.raw(walletPassVersions.seqName!)}')`,
                updatedAt: now,
              }
            : {}),
          ...(cleared ? { pendingChange: null, pendingSince: null } : {}),
        })
        .where(eq(walletPasses.id, passId))
        .returning();
      return { changed, pass: pass! };
    },

    /**
     * The sweep's catch-up after a lost job: passes with a change not yet refreshed, and passes
     * whose last change the vendors were not told of. `mark` names what is owed (the pending mark,
     * else the version), so a refresh queued for it twice is one job.
     */
    async owed(limit: number): Promise<{ id: string; pendingChange: number | string }[]> {
      const rows = await db
        .select({
          id: walletPasses.id,
          pendingChange: walletPasses.pendingChange,
          version: walletPasses.version,
        })
        .from(walletPasses)
        .where(
          sql`${walletPasses.pendingChange} is not null or ${walletPasses.version} > ${walletPasses.notifiedVersion}`,
        )
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        pendingChange: row.pendingChange ?? `v${row.version}`,
      }));
    },

    /** The vendors have been told of `version` (their jobs are queued). */
    async markNotified(passId: string, version: number): Promise<void> {
      await db
        .update(walletPasses)
        .set({ notifiedVersion: sql`greatest(${walletPasses.notifiedVersion}, ${version})` })
        .where(eq(walletPasses.id, passId));
    },

    /** The passes of these customer cards that are waiting for a refresh. */
    async pendingOfCards(
      customerCardIds: string[],
    ): Promise<{ id: string; pendingChange: number }[]> {
      if (!customerCardIds.length) return [];
      const rows = await db
        .select({ id: walletPasses.id, pendingChange: walletPasses.pendingChange })
        .from(walletPasses)
        .where(
          and(
            inArray(walletPasses.customerCardId, customerCardIds),
            sql`${walletPasses.pendingChange} is not null`,
          ),
        );
      return rows.map((row) => ({ id: row.id, pendingChange: row.pendingChange! }));
    },

    /** The passes of a customer's cards that are waiting for a refresh. */
    async pendingOfUser(userId: string): Promise<{ id: string; pendingChange: number }[]> {
      const rows = await db
        .select({ id: walletPasses.id, pendingChange: walletPasses.pendingChange })
        .from(walletPasses)
        .innerJoin(customerCards, eq(customerCards.id, walletPasses.customerCardId))
        .where(
          and(eq(customerCards.userId, userId), sql`${walletPasses.pendingChange} is not null`),
        );
      return rows.map((row) => ({ id: row.id, pendingChange: row.pendingChange! }));
    },
  };
}

/** A stable hash of a pass's content, to tell whether anything a holder sees has changed. */
export function contentHashOf(content: unknown): string {
  return createHash('sha256')
    .update(stringify(content) ?? '')
    .digest('base64url');
}
