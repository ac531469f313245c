import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// PGlite runs initdb on every new in-memory database (~4 s); restoring a dump of a freshly
// initialised cluster takes ~0.5 s. The dump is an empty cluster (no tables: the app migrates at
// start), kept in the temp folder across runs, one per PGlite version.
const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(
      path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;
const TEMPLATE_FILE = path.join(os.tmpdir(), `qrewards-pglite-template-${PGLITE_VERSION}.tar`);

let template: Promise<Blob> | undefined;

async function makeTemplate(): Promise<Blob> {
  if (existsSync(TEMPLATE_FILE)) return new Blob([readFileSync(TEMPLATE_FILE)]);
  const pristine = await PGlite.create('memory://');
  const dump = await pristine.dumpDataDir('none');
  await pristine.close();
  // Parallel Jest workers may race here: each writes its own file, the rename is atomic.
  const partial = `${TEMPLATE_FILE}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, TEMPLATE_FILE);
  return dump;
}

/** A new, empty in-memory PGlite database. */
export async function freshPglite(): Promise<PGlite> {
  template ??= makeTemplate();
  return PGlite.create({ loadDataDir: await template });
}
