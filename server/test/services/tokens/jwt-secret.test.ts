import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/config';
import { JWT_SECRET_FILE, resolveJwtSecret } from '../../../src/services/tokens/jwt-secret';

describe('resolveJwtSecret', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'qrewards-jwt-'));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes a key at first start, keeps it private in DATA_DIR, and reuses it', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });

    const first = resolveJwtSecret(config);
    const second = resolveJwtSecret(config);

    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('uses JWT_SECRET when set, and a new random key per app under test', () => {
    const secret = 'x'.repeat(40);
    expect(new TextDecoder().decode(resolveJwtSecret(loadConfig({ JWT_SECRET: secret })))).toBe(
      secret,
    );

    const test = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(Buffer.from(resolveJwtSecret(test)).equals(Buffer.from(resolveJwtSecret(test)))).toBe(
      false,
    );
    expect(() => statSync(path.join(dataDir, JWT_SECRET_FILE))).toThrow();
  });
});
