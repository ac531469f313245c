import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldError, httpError } from '../../http/app-error';
import { createUsersRepository, type UserPatch } from '../../repositories/users-repository';
import { randomToken } from '../../services/tokens/opaque-tokens';
import { USERNAME_TAKEN } from '../../services/accounts/usernames';
import type { Sessions, Tokens } from '../../services/accounts/sessions';
import type { UpdateMeBody } from './schemas';

function trimmedName(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const name = value.trim();
  if (!name) throw fieldError(field, `${field.replace('_', ' ')} must not be empty`);
  return name;
}

/** The signed-in person's own account: profile fields, password, QR code. */
export function createProfile(app: FastifyInstance, sessions: Sessions) {
  const users = createUsersRepository(app.db);
  const today = () => app.now().toISOString().slice(0, 10);

  return {
    async update(user: UserRow, body: UpdateMeBody): Promise<UserRow> {
      if (body.birth_date && body.birth_date >= today()) {
        throw fieldError('birth_date', 'Birth date must be in the past.');
      }
      const username = body.username?.toLowerCase();
      const taken = () =>
        httpError(409, 'CONFLICT', USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
      if (username && username !== user.username && (await users.usernameTaken(username))) {
        throw taken();
      }
      const patch: UserPatch = {
        firstName: trimmedName(body.first_name, 'first_name'),
        lastName: trimmedName(body.last_name, 'last_name'),
        username,
        birthDate: body.birth_date,
        gender: body.gender,
      };
      try {
        return (await users.update(user.id, patch, app.now())) ?? user;
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_unique')) throw taken();
        throw error;
      }
    },

    /**
     * Ends every session, this one included (token_version and refresh families), and answers
     * fresh tokens for the caller: whoever else knew the old password is signed out.
     */
    async changePassword(user: UserRow, current: string, next: string): Promise<Tokens> {
      if (!(await app.passwords.verify(current, user.passwordHash))) {
        throw fieldError('current_password', 'Your current password is not right.');
      }
      const passwordHash = await app.passwords.hash(next);
      const updated = await users.bumpTokenVersion(user.id, { passwordHash }, app.now());
      await sessions.closeAll(user.id);
      return sessions.open(updated ?? user);
    },

    /** A new QR token; the old one matches nobody from now on. */
    async rotateQrCode(user: UserRow): Promise<string> {
      const qrCode = randomToken();
      await users.update(user.id, { qrCode }, app.now());
      return qrCode;
    },

    async setAvatar(user: UserRow, avatarUrl: string): Promise<void> {
      await users.update(user.id, { avatarUrl }, app.now());
    },
  };
}

export type Profile = ReturnType<typeof createProfile>;
