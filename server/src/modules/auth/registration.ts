import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldError, httpError } from '../../http/app-error';
import { createMerchantsRepository } from '../../repositories/merchants-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { randomToken } from '../../services/tokens/opaque-tokens';
import { randomShortCode } from '../../services/accounts/short-codes';
import { loadAccount } from '../../services/accounts/account-loader';
import type { AccountRecord } from '../../contract/account';
import type { EmailCodes } from './email-codes';
import type { RegisterBody } from './schemas';
import type { Sessions, Tokens } from '../../services/accounts/sessions';
import { deriveUsername, USERNAME_TAKEN } from '../../services/accounts/usernames';

export const EMAIL_TAKEN = 'An account with this email already exists.';

function cleanName(value: string, field: string): string {
  const name = value.trim();
  if (!name) throw fieldError(field, `${field.replace('_', ' ')} must not be empty`);
  return name;
}

/** Creates the account (and the merchant) in one transaction. */
async function insertAccount(db: Database, body: RegisterBody, values: Omit<UserRow, 'id'>) {
  return db.transaction(async (tx) => {
    const user = await createUsersRepository(tx).insert(values);
    if (body.account_type === 'merchant') {
      await createMerchantsRepository(tx).insert({
        userId: user.id,
        businessName: (body.business_name ?? '').trim(),
        businessType: body.business_type ?? 'individual',
        createdAt: values.createdAt,
        updatedAt: values.createdAt,
      });
    }
    return user;
  });
}

/** Sign-up: a new account, signed in at once, with a verification code on its way. */
export function createRegistration(
  app: FastifyInstance,
  sessions: Sessions,
  emailCodes: EmailCodes,
) {
  const users = createUsersRepository(app.db);

  return async function register(
    body: RegisterBody,
    log: FastifyBaseLogger,
  ): Promise<AccountRecord & { tokens: Tokens }> {
    const email = body.email.trim().toLowerCase();
    const [firstName, lastName] = [
      cleanName(body.first_name, 'first_name'),
      cleanName(body.last_name, 'last_name'),
    ];
    if (body.account_type === 'merchant' && !body.business_name?.trim()) {
      throw fieldError('business_name', 'Business name is required for a merchant account.');
    }
    if (await users.findByEmail(email))
      throw httpError(409, 'CONFLICT', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    const chosen = body.username?.toLowerCase();
    if (chosen && (await users.usernameTaken(chosen))) {
      throw httpError(409, 'CONFLICT', USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
    }

    const now = app.now();
    const values = {
      email,
      username: chosen ?? '',
      passwordHash: await app.passwords.hash(body.password),
      firstName,
      lastName,
      roleId: body.account_type,
      avatarUrl: null,
      birthDate: null,
      gender: null,
      status: 'active' as const,
      emailVerified: false,
      qrCode: randomToken(),
      shortCode: randomShortCode(),
      phone: null,
      phoneFindable: false,
      timeZone: null,
      tokenVersion: 0,
      lastLoginAt: now,
      createdAt: now,
      updatedAt: now,
    };
    let user: UserRow | undefined;
    // A derived username may be taken between the check and the insert: derive again.
    for (let attempt = 0; !user; attempt += 1) {
      if (!chosen) values.username = await deriveUsername(email, users);
      try {
        user = await insertAccount(app.db, body, values);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) {
          throw httpError(409, 'CONFLICT', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
        }
        // docs/product.md, "Finding a customer": a short code already taken (40 bits, so rarely
        // ever) is drawn again.
        if (isUniqueViolation(error, 'users_short_code_unique') && attempt < 5) {
          values.shortCode = randomShortCode();
          continue;
        }
        if (!isUniqueViolation(error, 'users_username_unique')) throw error;
        if (chosen || attempt >= 2) {
          throw httpError(409, 'CONFLICT', USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
        }
      }
    }

    const tokens = await sessions.open(user);
    await emailCodes.send(user, 'verify_email');
    log.info({ event: 'register', user_id: user.id, role: user.roleId }, 'account created');
    return { ...(await loadAccount(app.db, user)), tokens };
  };
}
