import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { API_PREFIX, REPOSITORY_ROOT } from '../harness/paths';
import { freePort, nodeRunning, spawnChild, waitForOk, type Child } from '../harness/processes';
import { haproxyConfig } from './haproxy-config';

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/** One API process of the cluster: `api1`, `api2`, ... on its own port. */
export interface ApiProcess {
  readonly name: string;
  readonly port: number;
  /** http://127.0.0.1:PORT, the process itself, past the balancer. */
  readonly url: string;
  readonly running: Child | null;
}

export interface ClusterOptions {
  /** API processes behind the balancer (default 3). */
  processes?: number;
  /** The balancer's port (default: a free one). */
  port?: number;
  databaseUrl: string;
  /** Shared rate limits; unset leaves each process counting alone. */
  redisUrl?: string;
  /** Shared folder of the processes: the JWT key file, local uploads, HAProxy's files. */
  dataDir: string;
  /** The script each process runs (default the built server, `server/dist/main.js`). */
  entry?: string;
  /** Settings added to every process's environment. */
  env?: NodeJS.ProcessEnv;
  /** Print every process's output with its name (the `npm run cluster` terminal). */
  echo?: boolean;
}

export interface Cluster {
  /** The balancer: http://127.0.0.1:PORT, the SPA and the API on one port. */
  readonly url: string;
  readonly port: number;
  readonly api: readonly ApiProcess[];
  /** Stops process `index` with `signal` (`kill -9` by default) and waits until it is gone. */
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts process `index` again on its port and waits until it answers. */
  restart(index: number): Promise<void>;
  /** The balancer's view of each process: `{ api1: 'UP', api2: 'DOWN', ... }`. */
  states(): Promise<Record<string, string>>;
  /** Waits until the balancer sees each named process in the given state. */
  waitForStates(expected: Record<string, 'UP' | 'DOWN'>, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Creates the database of `url` when it does not exist yet (PostgreSQL refuses IF NOT EXISTS). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Asks HAProxy's admin socket a command and answers what it printed. */
function askHaproxy(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.createConnection(socket, () => connection.end(`${command}\n`));
    connection.setTimeout(5_000, () => connection.destroy(new Error('HAProxy did not answer')));
    connection.on('data', (chunk) => (answer += chunk.toString()));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/**
 * Starts `processes` API processes on one PostgreSQL (and Redis), then HAProxy in front of them,
 * and waits until the balancer sends to every one (docs/deploy.md, "npm run cluster").
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.processes ?? 3;
  const port = options.port ?? (await freePort());
  const entry = options.entry ?? path.join(REPOSITORY_ROOT, 'server/dist/main.js');
  mkdirSync(options.dataDir, { recursive: true });
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));

  const environment = (apiPort: number): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ...options.env,
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    // Every request comes through the balancer: its X-Forwarded-For names the client.
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: options.env?.PUBLIC_URL ?? `http://localhost:${port}`,
  });

  const api: { name: string; port: number; url: string; running: Child | null }[] = ports.map(
    (apiPort, index) => ({
      name: `api${index + 1}`,
      port: apiPort,
      url: `http://127.0.0.1:${apiPort}`,
      running: null,
    }),
  );
  const launch = async (index: number) => {
    const target = api[index];
    if (!target) throw new Error(`no API process ${index}`);
    const running = spawnChild(process.execPath, nodeRunning(entry), {
      cwd: REPOSITORY_ROOT,
      env: environment(target.port),
      name: target.name,
      echo: options.echo ?? false,
    });
    target.running = running;
    try {
      await waitForOk(`${target.url}${API_PREFIX}/health`, 180_000, running.exited);
    } catch (error) {
      throw new Error(
        `${target.name} did not start: ${(error as Error).message}\n${running.output()}`,
      );
    }
  };

  const socket = path.join(options.dataDir, 'haproxy.sock');
  const configFile = path.join(options.dataDir, 'haproxy.cfg');
  let haproxy: Child | null = null;
  const stop = async () => {
    await haproxy?.stop('SIGTERM', 5_000);
    await Promise.all(api.map((target) => target.running?.stop('SIGTERM', 15_000)));
  };

  try {
    // One first: it applies the migrations; the others then start on a ready schema.
    await launch(0);
    await Promise.all(api.slice(1).map((_, index) => launch(index + 1)));
    writeFileSync(
      configFile,
      haproxyConfig({ port, backends: api, apiPrefix: API_PREFIX }).replace(
        'global\n',
        `global\n  stats socket ${socket} mode 600 level admin\n`,
      ),
    );
    haproxy = spawnChild(HAPROXY, ['-db', '-f', configFile], {
      cwd: options.dataDir,
      env: { PATH: process.env.PATH },
      name: 'haproxy',
      echo: options.echo ?? false,
    });
    await waitForOk(`http://127.0.0.1:${port}${API_PREFIX}/health`, 30_000, haproxy.exited).catch(
      (error: Error) => {
        throw new Error(`HAProxy did not start: ${error.message}\n${haproxy?.output() ?? ''}`);
      },
    );
  } catch (error) {
    await stop();
    throw error;
  }

  const states = async () => {
    const csv = await askHaproxy(socket, 'show stat');
    const result: Record<string, string> = {};
    for (const line of csv.split('\n')) {
      const [proxy, server, ...rest] = line.split(',');
      if (proxy === 'api' && server && server !== 'BACKEND' && server !== 'FRONTEND') {
        // Column 18 of `show stat` is the status (UP, DOWN, "UP 1/2" while changing).
        result[server] = rest[15] ?? '';
      }
    }
    return result;
  };
  const waitForStates = async (expected: Record<string, 'UP' | 'DOWN'>, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    let seen: Record<string, string> = {};
    while (Date.now() < deadline) {
      seen = await states();
      if (Object.entries(expected).every(([name, state]) => seen[name] === state)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the balancer sees ${JSON.stringify(seen)}, not ${JSON.stringify(expected)}`);
  };
  await waitForStates(Object.fromEntries(api.map((target) => [target.name, 'UP'] as const)));

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    api,
    states,
    waitForStates,
    async kill(index, signal = 'SIGKILL') {
      await api[index]?.running?.stop(signal, 5_000);
    },
    restart: launch,
    stop,
  };
}
