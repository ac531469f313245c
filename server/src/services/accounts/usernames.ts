import { randomInt } from 'node:crypto';
import type { UsersRepository } from '../../repositories/users-repository';

/** The answer when a chosen username belongs to someone else (sign-up and profile). */
export const USERNAME_TAKEN = 'This username is taken.';

const BASE_MAX_LENGTH = 20;

/** "Ana.Lopez+shop@x.com" → "ana.lopezshop": what the local part has of a valid username. */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._]/g, '');
  const base = local.slice(0, BASE_MAX_LENGTH);
  return base.length >= 3 ? base : `user${base}`;
}

/**
 * A free username derived from the email: the base itself, else the base and 4 random digits.
 * Another sign-up may still take it before the insert; the caller retries on that conflict.
 */
export async function deriveUsername(email: string, users: UsersRepository): Promise<string> {
  const base = usernameBase(email);
  if (!(await users.usernameTaken(base))) return base;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = `${base}${randomInt(1000, 10_000)}`;
    if (!(await users.usernameTaken(candidate))) return candidate;
  }
  return `${base}${randomInt(100_000_000, 1_000_000_000)}`;
}
