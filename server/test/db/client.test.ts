import { connectDatabase } from '../../src/db/client';

describe('connectDatabase', () => {
  it('describes a PostgreSQL database without its password', async () => {
    const connection = await connectDatabase({
      url: 'postgres://qr:hunter2@127.0.0.1:1/qrewards',
      dataDir: '/unused',
    });
    try {
      expect(connection.kind).toBe('postgres');
      expect(connection.description).toBe('PostgreSQL at 127.0.0.1:1/qrewards');
    } finally {
      await connection.close();
    }
  });

  it('fails a ping fast when PostgreSQL is unreachable', async () => {
    const connection = await connectDatabase({
      url: 'postgres://qr@127.0.0.1:1/qrewards',
      dataDir: '/unused',
    });
    try {
      const started = Date.now();

      await expect(connection.ping(500)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      await connection.close();
    }
  });
});
