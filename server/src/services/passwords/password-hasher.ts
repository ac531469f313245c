import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt password hashes, encoded `scrypt$N$r$p$salt$hash` (salt and hash in base64url) so the
 * parameters travel with each hash: raising the cost later still verifies the old hashes, and
 * `needsRehash` tells login to upgrade them. Node's async scrypt runs on the libuv thread pool, so
 * a hash (~0.4 s at N=2^17) never blocks the event loop.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, encoded: string): Promise<boolean>;
  /** True when `encoded` was made with other parameters than the current ones. */
  needsRehash(encoded: string): boolean;
}

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// scrypt needs 128 * N * r bytes: 128 MiB at N=2^17, r=8, over Node's 32 MiB default.
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

interface DecodedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function decode(encoded: string): DecodedHash | undefined {
  const [scheme, n, r, p, salt, key] = encoded.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return undefined;
  const [N, blockSize, parallelism] = [Number(n), Number(r), Number(p)];
  if (![N, blockSize, parallelism].every(Number.isSafeInteger)) return undefined;
  return {
    N,
    r: blockSize,
    p: parallelism,
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/** `cost` is log2(N): 17 in production (PASSWORD_HASH_COST), lower in tests only. */
export function createPasswordHasher(cost: number): PasswordHasher {
  const N = 2 ** cost;
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, {
        N,
        r: BLOCK_SIZE,
        p: PARALLELISM,
        maxmem: MAX_MEMORY,
      });
      const encodedSalt = salt.toString('base64url');
      return `scrypt$${N}$${BLOCK_SIZE}$${PARALLELISM}$${encodedSalt}$${key.toString('base64url')}`;
    },

    async verify(password, encoded) {
      const decoded = decode(encoded);
      if (!decoded || decoded.key.length !== KEY_BYTES) return false;
      const { salt, key, ...parameters } = decoded;
      const candidate = await derive(password, salt, { ...parameters, maxmem: MAX_MEMORY });
      return timingSafeEqual(candidate, key);
    },

    needsRehash(encoded) {
      const decoded = decode(encoded);
      return !decoded || decoded.N !== N || decoded.r !== BLOCK_SIZE || decoded.p !== PARALLELISM;
    },
  };
}
