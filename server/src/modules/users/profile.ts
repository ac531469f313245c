import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldError, httpError } from '../../http/app-error';
import { createUsersRepository, type UserPatch } from '../../repositories/users-repository';
import { randomToken } from '../../services/tokens/opaque-tokens';
import { randomShortCode } from '../../services/accounts/short-codes';
import { toE164 } from '../../services/accounts/phone-numbers';
import { USERNAME_TAKEN } from '../../services/accounts/usernames';
import type { Sessions, Tokens } from '../../services/accounts/sessions';
import type { UpdateMeBody } from './schemas';

function trimmedName(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const name = value.trim();
  if (!name) throw fieldError(field, `${field.replace('_', ' ')} must not be empty`);
  return name;
}

/**
 * The phone number (stored in E.164) and whether shops may find the customer by it
 * (docs/product.md, "Finding a customer"). A number cleared can no longer be found, whatever the
 * switch said.
 */
function phonePatch(user: UserRow, body: UpdateMeBody): Pick<UserPatch, 'phone' | 'phoneFindable'> {
  const patch: Pick<UserPatch, 'phone' | 'phoneFindable'> = {};
  // The schema's `phone` format has checked the number: it parses.
  if (body.phone !== undefined) patch.phone = body.phone ? toE164(body.phone) : null;
  const phone = patch.phone === undefined ? user.phone : patch.phone;
  if (body.phone_findable && !phone) throw fieldError('phone_findable', PHONE_FIRST);
  if (body.phone_findable !== undefined) patch.phoneFindable = body.phone_findable;
  if (!phone) patch.phoneFindable = false;
  return patch;
}

/** docs/product.md, "Finding a customer". */
const PHONE_FIRST = 'Add your phone number before letting shops find you by it.';
/** One number finds one customer (docs/product.md, "Finding a customer"). */
const PHONE_TAKEN =
  'Shops already find another account by this number, so they cannot find you by it.';

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
        ...phonePatch(user, body),
      };
      try {
        return (await users.update(user.id, patch, app.now())) ?? user;
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_unique')) throw taken();
        if (isUniqueViolation(error, 'users_findable_phone_unique')) {
          throw httpError(409, 'CONFLICT', PHONE_TAKEN, { phone_findable: [PHONE_TAKEN] });
        }
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

    /**
     * A new QR token and a new short code; the old ones match nobody from now on (docs/product.md,
     * "Finding a customer"). A short code already taken is drawn again.
     */
    async rotateQrCode(user: UserRow): Promise<{ qr_code: string; short_code: string }> {
      for (let attempt = 0; ; attempt += 1) {
        const codes = { qrCode: randomToken(), shortCode: randomShortCode() };
        try {
          await users.update(user.id, codes, app.now());
          // Every wallet pass carries the code: their triggers marked them; refresh them now.
          app.wallet.refreshUser(user.id);
          return { qr_code: codes.qrCode, short_code: codes.shortCode };
        } catch (error) {
          if (!isUniqueViolation(error, 'users_short_code_unique') || attempt >= 4) throw error;
        }
      }
    },

    async setAvatar(user: UserRow, avatarUrl: string): Promise<void> {
      await users.update(user.id, { avatarUrl }, app.now());
    },
  };
}

export type Profile = ReturnType<typeof createProfile>;
