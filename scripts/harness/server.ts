// The product's server for one script's run: the build, on a free port, with a data folder (and so
// an embedded database) of its own, optionally the demo data written first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PREFIX, REPOSITORY_ROOT } from './paths';
import { freePort, nodeRunning, spawnChild, waitForOk } from './processes';

export interface ServerOptions {
  /** Default: a free one. */
  port?: number;
  /**
   * The script the server process runs, from the repository's root: the built server
   * (`server/dist/main.js`) unless another is named (the bench server); a `.ts` one runs with tsx.
   */
  entry?: string;
  /** Arguments to node before the entry (`--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: readonly string[];
  /** Settings added to (or overriding) the server's environment. */
  env?: NodeJS.ProcessEnv;
  /** PostgreSQL to use instead of the embedded database of the fresh data folder. */
  databaseUrl?: string;
  /** Writes the demo data (docs/product.md, "Demo data") before the server starts. */
  seedDemo?: boolean;
  /** A server already running there, used as it is (nothing started, nothing stopped). */
  existingUrl?: string;
}

export interface RunningServer {
  /** http://localhost:PORT */
  readonly url: string;
  /** What the demo seed printed (its accounts and counts), when `seedDemo` was asked. */
  readonly seedOutput: string;
  /** How long the demo seed took, in ms (0 without it). */
  readonly seedMs: number;
  /** Stops the server (SIGTERM) and removes its data folder. */
  stop(): Promise<void>;
}

/** The built server and SPA must exist: scripts that start the product never build it. */
export function requireBuild(files = ['server/dist/main.js']): void {
  for (const built of files) {
    if (!existsSync(path.join(REPOSITORY_ROOT, built)))
      throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
}

/** `npm start --build-only` (SPA and server, when older than their sources: scripts/start.ts). */
export function buildIfStale(): void {
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPOSITORY_ROOT, 'scripts/start.ts'), '--build-only'],
    { cwd: REPOSITORY_ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error(`the build failed (${build.status ?? 'signal'})`);
}

/** `node server/dist/seed-demo.js` (the build of `npm run seed:demo`); answers what it printed. */
function seedDemo(env: NodeJS.ProcessEnv): string {
  const result = spawnSync(
    process.execPath,
    [path.join(REPOSITORY_ROOT, 'server/dist/seed-demo.js')],
    { cwd: REPOSITORY_ROOT, env, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`seed:demo failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim();
}

/**
 * Starts the server in development mode (for the dev outbox the scripts read codes from; the SPA
 * served is the same production build), rate limits raised (scripts sign in more often than a
 * person), and waits until it answers its health route.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (options.existingUrl)
    return { url: options.existingUrl, seedOutput: '', seedMs: 0, stop: async () => undefined };
  requireBuild();
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qr-harness-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MULTIPLIER: '1000',
    ...options.env,
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  // The server picks its database from DATABASE_URL: only this run's choice counts.
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const seedStarted = performance.now();
  const seedOutput = options.seedDemo
    ? // Another port than the server's: the seed checks that no server holds an embedded database.
      seedDemo({ ...env, PORT: String(await freePort()) })
    : '';
  const seedMs = performance.now() - seedStarted;
  const entry = path.join(REPOSITORY_ROOT, options.entry ?? 'server/dist/main.js');
  const child = spawnChild(process.execPath, [...(options.nodeArgs ?? []), ...nodeRunning(entry)], {
    cwd: REPOSITORY_ROOT,
    env,
    name: 'server',
    echo: true,
  });
  const url = `http://localhost:${port}`;
  const stop = async () => {
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${url}${API_PREFIX}/health`, 300_000, child.exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, seedOutput, seedMs, stop };
}
