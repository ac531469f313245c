// A throwaway PostgreSQL database next to TEST_DATABASE_URL's, for one bench run.
import pg from 'pg';

/** Creates `qrewards_bench_<time>` on the server `baseUrl` points at; `drop()` removes it. */
export async function createScratchDatabase(baseUrl) {
  const name = `qrewards_bench_${Date.now()}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // WITH (FORCE): a connection the server left behind must not keep the database alive.
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

/**
 * Runs `benchDatabase(label, databaseUrl)` on PGlite (`databaseUrl` undefined) and, when
 * TEST_DATABASE_URL is set, on a scratch PostgreSQL database beside it; answers the results in
 * that order. BENCH_DATABASES=postgres (or pglite) measures one alone, a quicker look at one change.
 */
export async function benchEachDatabase(benchDatabase) {
  // The bench picks the database of each run itself.
  delete process.env.DATABASE_URL;
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
