import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  merchants,
  refreshTokens,
  users,
  type MerchantRow,
  type NewUserRow,
  type UserRow,
} from '../db/schema';

export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'username'
    | 'birthDate'
    | 'gender'
    | 'avatarUrl'
    | 'qrCode'
    | 'shortCode'
    | 'phone'
    | 'phoneFindable'
    | 'emailVerified'
    | 'passwordHash'
    | 'lastLoginAt'
  >
>;

function prepareFindWithSession(db: Database) {
  const id = sql.placeholder('id');
  const open = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        eq(refreshTokens.userId, id),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1);
  return db
    .select({ user: users, merchant: merchants, sessionOpen: sql<boolean>`exists (${open})` })
    .from(users)
    .leftJoin(merchants, eq(merchants.userId, users.id))
    .where(eq(users.id, id))
    .prepare('users_find_with_session');
}

/** SQL for the `users` table. Emails and usernames are passed lower-cased by the callers. */
export function createUsersRepository(db: Database) {
  let withSession: ReturnType<typeof prepareFindWithSession> | undefined;
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** The account a personal QR code belongs to (the code is unique). */
    async findByQrCode(qrCode: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.qrCode, qrCode));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username));
      return row !== undefined;
    },

    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    async update(id: string, patch: UserPatch, at: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: at })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Ends every access token of the account at once; answers the new version. */
    async bumpTokenVersion(id: string, patch: UserPatch, at: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: at })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * The account behind an access token, its merchant row (null when it has none), and whether
     * the token's session (refresh family) is still open, in one round trip: the auth guard runs
     * this on every request. A prepared statement, built once: Drizzle building the SQL cost more
     * than PostgreSQL running it (docs/performance.md, "API throughput").
     */
    async findWithSession(
      id: string,
      familyId: string,
    ): Promise<{ user: UserRow; merchant: MerchantRow | null; sessionOpen: boolean } | undefined> {
      withSession ??= prepareFindWithSession(db);
      const [row] = await withSession.execute({ id, familyId });
      return row;
    },

    async adminExists(): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.roleId, 'admin'))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
