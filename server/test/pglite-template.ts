import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { createPglite, pgliteConnection } from '../src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../src/db/migrate';
import { JOB_SCHEMA } from '../src/infrastructure/jobs/job-queue';

// PGlite runs initdb on every new in-memory database (~4 s); restoring a dump of a freshly
// initialised cluster takes ~0.5 s. Two dumps are kept in the temp folder across runs: an empty
// cluster (for the migration tests), and one with every migration applied (for apps, which then
// find nothing to migrate at start). Their names carry the PGlite version and, for the migrated
// one, a hash of the migrations, so a new migration makes a new dump.
const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(
      path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  // The job queue's tables are in the dump too (~0.5 s saved per app): pg-boss's version counts.
  hash.update(PgBoss.getConstructionPlans(JOB_SCHEMA));
  return hash.digest('hex').slice(0, 12);
}

const templateFile = (kind: string) =>
  path.join(os.tmpdir(), `qrewards-pglite-${kind}-${PGLITE_VERSION}.tar`);

const templates = new Map<string, Promise<Blob>>();

async function makeTemplate(file: string, prepare: () => Promise<PGlite>): Promise<Blob> {
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await prepare();
  const dump = await database.dumpDataDir('none');
  await database.close();
  // Parallel Jest workers may race here: each writes its own file, the rename is atomic.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

function template(kind: string, prepare: () => Promise<PGlite>): Promise<Blob> {
  const file = templateFile(kind);
  let dump = templates.get(file);
  if (!dump) {
    dump = makeTemplate(file, prepare);
    templates.set(file, dump);
  }
  return dump;
}

const emptyTemplate = () => template('template', () => createPglite('memory://'));

/** A new, empty in-memory PGlite database (no tables). */
export async function freshPglite(): Promise<PGlite> {
  return createPglite(undefined, { loadDataDir: await emptyTemplate() });
}

/** A new in-memory PGlite database with every migration applied and the job queue's tables. */
export async function freshMigratedPglite(): Promise<PGlite> {
  const dump = await template(`migrated-${migrationsHash()}`, async () => {
    const database = await freshPglite();
    await runMigrations(pgliteConnection(database, 'template'));
    await database.exec(PgBoss.getConstructionPlans(JOB_SCHEMA));
    return database;
  });
  return createPglite(undefined, { loadDataDir: dump });
}
