// A throwaway PostgreSQL database next to another (TEST_DATABASE_URL's), for one run.
import { Client } from 'pg';

export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** Creates `qrewards_scratch_<time>` on the server `baseUrl` points at; `drop()` removes it. */
export async function createScratchDatabase(baseUrl: string): Promise<ScratchDatabase> {
  const name = `qrewards_scratch_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: baseUrl });
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
