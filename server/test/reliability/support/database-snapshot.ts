import type { App } from '../../../src/app';

/**
 * Tables a rejected request may still write to, on purpose: the audit trail records refused
 * sign-ins, and a wrong one-time code counts against its code (docs/reliability.md).
 */
const EXPECTED_TO_CHANGE = new Set(['audit_events', 'email_codes', '__drizzle_migrations']);

interface Queryable {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}

/** One digest per table of every row in it: equal digests, unchanged data. */
export async function databaseSnapshot(app: App): Promise<string> {
  // PGlite and node-postgres's pool both answer query(text) with { rows }.
  const client = app.database.client as unknown as Queryable;
  const tables = (
    await client.query(`select tablename from pg_tables where schemaname = 'public' order by 1`)
  ).rows
    .map((row) => String(row.tablename))
    .filter((table) => !EXPECTED_TO_CHANGE.has(table));
  const digests = await client.query(
    tables
      .map(
        (table) =>
          `select '${table}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`,
      )
      .join(' union all '),
  );
  return digests.rows.map((row) => `${String(row.name)}:${String(row.digest)}`).join(',');
}
