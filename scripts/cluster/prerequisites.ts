// What `npm run cluster`, its benches and its tests need before a cluster starts: a current build,
// HAProxy, Redis when there is one, and the PostgreSQL server scratch databases are made on.
import { existsSync } from 'node:fs';
import { tcpAnswers } from '../harness/processes';
import { HAPROXY } from './cluster';

/** TEST_DATABASE_URL, or the local PostgreSQL's `test` database: where scratch databases go. */
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

export function requireHaproxy(): void {
  if (!existsSync(HAPROXY)) {
    throw new Error(
      `HAProxy is not installed (${HAPROXY}): apt-get install haproxy, or set HAPROXY_BIN.`,
    );
  }
}

/** REDIS_URL, or the local Redis when it answers; undefined (with a warning) otherwise. */
export async function clusterRedisUrl(): Promise<string | undefined> {
  const url = process.env.REDIS_URL ?? LOCAL_REDIS_URL;
  if (await tcpAnswers(url)) return url;
  console.warn(`No Redis at ${new URL(url).host}: each process counts its rate limits alone.`);
  return undefined;
}
