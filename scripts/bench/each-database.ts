// Each bench runs on PGlite and, when TEST_DATABASE_URL is set, on a scratch PostgreSQL database.
import { createScratchDatabase } from '../harness/database';

/**
 * Runs `benchDatabase(label, databaseUrl)` on PGlite (`databaseUrl` undefined) and, when
 * TEST_DATABASE_URL is set, on a scratch PostgreSQL database beside it; answers the results in
 * that order. BENCH_DATABASES=postgres (or pglite) measures one alone, a quicker look at one change.
 */
export async function benchEachDatabase<T>(
  benchDatabase: (label: string, databaseUrl: string | undefined) => Promise<T>,
): Promise<T[]> {
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  const results = databases.includes('pglite') ? [await benchDatabase('PGlite', undefined)] : [];
  if (!databases.includes('postgres')) {
    console.log('\nBENCH_DATABASES leaves PostgreSQL out.');
  } else if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
    try {
      results.push(await benchDatabase('PostgreSQL', scratch.url));
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('\nTEST_DATABASE_URL is not set: PostgreSQL is not measured.');
  }
  return results;
}

/** The bench server's worst event-loop delay since the last reset (`reset` starts a new one). */
export async function eventLoopDelay(url: string, reset: boolean): Promise<number> {
  const response = await fetch(`${url}/bench/event-loop${reset ? '?reset=1' : ''}`);
  return ((await response.json()) as { max_ms: number }).max_ms;
}
