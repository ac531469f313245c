import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverKeys } from '../db/schema';

/** `server_keys`: values the server makes once and keeps (the VAPID key pair of web push). */
export function createServerKeysRepository(db: Database) {
  return {
    /**
     * Keeps `value` under `name` unless a value is there already, and answers the one kept: the
     * insert that loses a race (another process starting at the same moment) reads the winner's.
     */
    async keepFirst(name: string, value: unknown): Promise<{ value: unknown }> {
      await db
        .insert(serverKeys)
        .values({ name, value })
        .onConflictDoNothing({ target: serverKeys.name });
      const [row] = await db
        .select({ value: serverKeys.value })
        .from(serverKeys)
        .where(eq(serverKeys.name, name));
      if (!row) throw new Error(`server_keys row "${name}" vanished right after its insert`);
      return row;
    },
  };
}
