import { desc } from 'drizzle-orm';
import type { DatabaseConnection } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { auditEvents } from '../../src/db/schema';
import { createTestDatabase } from '../helper';

/** The same checks on each kind of database the server runs on. */
function describeMigrations(kind: string, url: string | undefined) {
  describe(`migrations on a fresh ${kind} database`, () => {
    let connection: DatabaseConnection;

    beforeAll(async () => {
      connection = await createTestDatabase(url);
      await runMigrations(connection);
    });

    afterAll(async () => {
      await connection.close();
    });

    it('create audit_events with its defaults', async () => {
      const [created] = await connection.db
        .insert(auditEvents)
        .values({ action: 'merchant_request.accepted', subjectType: 'merchant_request' })
        .returning();

      expect(created).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        actorId: null,
        action: 'merchant_request.accepted',
        subjectType: 'merchant_request',
        subjectId: null,
        details: {},
        createdAt: expect.any(Date),
      });
      const rows = await connection.db
        .select()
        .from(auditEvents)
        .orderBy(desc(auditEvents.createdAt));
      expect(rows).toEqual([created]);
    });

    it('can run again on an up-to-date database', async () => {
      await expect(runMigrations(connection)).resolves.toBeUndefined();
    });
  });
}

describeMigrations('PGlite', undefined);

const postgresUrl = process.env.TEST_DATABASE_URL;
(postgresUrl ? describe : describe.skip)('with TEST_DATABASE_URL', () => {
  describeMigrations('PostgreSQL', postgresUrl);
});
