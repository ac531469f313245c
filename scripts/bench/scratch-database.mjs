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
