import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { walletPasses, walletRegistrations } from '../db/schema';

/**
 * Devices kept per pass (a phone and a watch, a few times over): a new one beyond this replaces
 * the one registered longest ago, so whoever holds a pass's token cannot make one change push to
 * thousands of made-up devices.
 */
export const MAX_DEVICES_PER_PASS = 10;

/** A device to push to after a pass changed, with the update tag the push is for. */
export interface PushTarget {
  deviceLibraryIdentifier: string;
  pushToken: string;
  version: number;
}

/** The `wallet_registrations` table: which Apple device keeps which pass (Apple's web service). */
export function createWalletRegistrationsRepository(db: Database) {
  return {
    /**
     * Registers the device for the pass, or updates its push token when it was registered
     * already: answers which of the two happened (Apple's 201 and 200).
     */
    async register(
      deviceLibraryIdentifier: string,
      passId: string,
      pushToken: string,
      now: Date,
    ): Promise<'created' | 'updated'> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(walletRegistrations)
          .values({ deviceLibraryIdentifier, passId, pushToken, createdAt: now })
          .onConflictDoNothing()
          .returning({ passId: walletRegistrations.passId });
        if (!inserted.length) {
          await tx
            .update(walletRegistrations)
            .set({ pushToken })
            .where(
              and(
                eq(walletRegistrations.deviceLibraryIdentifier, deviceLibraryIdentifier),
                eq(walletRegistrations.passId, passId),
              ),
            );
          return 'updated';
        }
        const kept = tx
          .select({ device: walletRegistrations.deviceLibraryIdentifier })
          .from(walletRegistrations)
          .where(eq(walletRegistrations.passId, passId))
          .orderBy(
            desc(walletRegistrations.createdAt),
            desc(walletRegistrations.deviceLibraryIdentifier),
          )
          .limit(MAX_DEVICES_PER_PASS);
        await tx
          .delete(walletRegistrations)
          .where(
            and(
              eq(walletRegistrations.passId, passId),
              notInArray(walletRegistrations.deviceLibraryIdentifier, kept),
            ),
          );
        return 'created';
      });
    },

    /** Forgets the device's registration for the pass (none is fine: Apple's 200 either way). */
    async unregister(deviceLibraryIdentifier: string, passId: string): Promise<void> {
      await db
        .delete(walletRegistrations)
        .where(
          and(
            eq(walletRegistrations.deviceLibraryIdentifier, deviceLibraryIdentifier),
            eq(walletRegistrations.passId, passId),
          ),
        );
    },

    /**
     * The passes registered to the device whose update tag is past `since` (all of them without
     * one), with their tags: Apple's "passes updated since".
     */
    updatedSince(
      deviceLibraryIdentifier: string,
      since: number | undefined,
    ): Promise<{ passId: string; version: number }[]> {
      return db
        .select({ passId: walletPasses.id, version: walletPasses.version })
        .from(walletRegistrations)
        .innerJoin(walletPasses, eq(walletPasses.id, walletRegistrations.passId))
        .where(
          and(
            eq(walletRegistrations.deviceLibraryIdentifier, deviceLibraryIdentifier),
            since === undefined ? undefined : gt(walletPasses.version, since),
          ),
        )
        .orderBy(walletPasses.version);
    },

    /** Every device registered for the pass, and the pass's current update tag. */
    pushTargets(passId: string): Promise<PushTarget[]> {
      return db
        .select({
          deviceLibraryIdentifier: walletRegistrations.deviceLibraryIdentifier,
          pushToken: walletRegistrations.pushToken,
          version: walletPasses.version,
        })
        .from(walletRegistrations)
        .innerJoin(walletPasses, eq(walletPasses.id, walletRegistrations.passId))
        .where(eq(walletRegistrations.passId, passId));
    },

    /** The push token the device registered for the pass with, or undefined when it did not. */
    async pushTokenOf(
      deviceLibraryIdentifier: string,
      passId: string,
    ): Promise<string | undefined> {
      const [row] = await db
        .select({ pushToken: walletRegistrations.pushToken })
        .from(walletRegistrations)
        .where(
          and(
            eq(walletRegistrations.deviceLibraryIdentifier, deviceLibraryIdentifier),
            eq(walletRegistrations.passId, passId),
          ),
        );
      return row?.pushToken;
    },

    /**
     * Forgets every pass the device registered with this push token: APNs said the token is gone
     * (410 Unregistered, 400 BadDeviceToken). A registration made since with a new token stays.
     */
    async removePushToken(deviceLibraryIdentifier: string, pushToken: string): Promise<number> {
      const removed = await db
        .delete(walletRegistrations)
        .where(
          and(
            eq(walletRegistrations.deviceLibraryIdentifier, deviceLibraryIdentifier),
            eq(walletRegistrations.pushToken, pushToken),
          ),
        )
        .returning({ passId: walletRegistrations.passId });
      return removed.length;
    },

    /** How many devices keep the pass (tests and the docs' figures). */
    async countOfPass(passId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(walletRegistrations)
        .where(eq(walletRegistrations.passId, passId));
      return row?.count ?? 0;
    },
  };
}
