import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The HS256 key. JWT_SECRET when set; under test a random key per app; otherwise a random key
 * made at first start and kept in `DATA_DIR/jwt-secret` (mode 0600), so a restart keeps people
 * signed in. Several processes starting at once agree on one file: `wx` lets only one create it.
 */
export function resolveJwtSecret(config: AppConfig): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  if (config.env === 'test') return randomBytes(32);

  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a key shorter than 32 characters.`);
  return new TextEncoder().encode(secret);
}
