import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/unique-violation';
import { createUsersRepository } from '../repositories/users-repository';
import { deriveUsername } from '../services/accounts/usernames';
import { randomToken } from '../services/tokens/opaque-tokens';
import { randomShortCode } from '../services/accounts/short-codes';

export const DEFAULT_ADMIN_EMAIL = 'admin@qrewards.local';

/**
 * Makes sure someone can review merchant requests: when no admin exists, creates one from
 * ADMIN_EMAIL / ADMIN_PASSWORD, or `admin@qrewards.local` with a random password that is logged
 * once (it is never stored in clear, so that log line is the only copy). Skipped under test
 * unless ADMIN_EMAIL is set.
 */
export default fp(
  async function adminAccount(app: FastifyInstance) {
    const { config } = app;
    if (config.env === 'test' && !config.adminEmail) return;
    const users = createUsersRepository(app.db);
    if (await users.adminExists()) return;

    const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
    // Letters and digits both, whatever base64url draws: the password rule holds.
    const password = config.adminPassword ?? `${randomToken(15)}a1`;
    if (await users.findByEmail(email)) {
      app.log.warn(
        `No admin account exists and ${email} is taken by another account: none created.`,
      );
      return;
    }
    const now = app.now();
    try {
      await users.insert({
        email,
        username: await deriveUsername(email, users),
        passwordHash: await app.passwords.hash(password),
        firstName: 'Admin',
        lastName: 'QRewards',
        roleId: 'admin',
        emailVerified: true,
        qrCode: randomToken(),
        shortCode: randomShortCode(),
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // Another process starting at the same time created it first.
      if (isUniqueViolation(error)) return;
      throw error;
    }
    if (config.adminPassword) {
      app.log.info(`Admin account created: ${email} (password from ADMIN_PASSWORD).`);
    } else {
      app.log.warn(
        `Admin account created: ${email} with password ${password} . It is shown only this once: sign in and change it, or set ADMIN_EMAIL and ADMIN_PASSWORD.`,
      );
    }
  },
  { name: 'admin-account', dependencies: ['app-config', 'clock', 'database', 'auth'] },
);
