import { timingSafeEqual } from 'node:crypto';
import { ExpiredTokenError, InvalidTokenError } from '../../../contract/domain-errors';
import type { CodeHasher } from '../../tokens/code-hasher';

/** docs/api.md, "Wallet passes": a download link works for 10 minutes. */
export const DOWNLOAD_TTL_SECONDS = 10 * 60;

export const DOWNLOAD_EXPIRED =
  'This download link has expired. Tap "Add to Apple Wallet" again for a new one.';
export const DOWNLOAD_INVALID =
  'This download link is not valid. Tap "Add to Apple Wallet" again for a new one.';

const PURPOSE = 'wallet-pass-download/v1';
const TOKEN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([\w-]{22})$/;

/**
 * The address a browser downloads a pass from without a session (iOS Safari opens Wallet from the
 * answer of a plain navigation, which carries no bearer token): `<pass id>.<expiry>.<MAC>`, the MAC
 * keyed from the server secret with a purpose of its own (the code hasher's derived key), so every
 * API process checks what another signed. Not a JWT: a path segment holds at most 100 characters
 * (plugins/error-handler.ts), and this one is 70.
 */
export function createPassDownloadTokens(options: { hasher: CodeHasher; now: () => Date }) {
  // 128 bits of the MAC, as the messages' click links keep (services/automations/message-tokens.ts).
  const macOf = (passId: string, expires: string) =>
    options.hasher.hash(passId, PURPOSE, expires).slice(0, 22);

  return {
    sign(passId: string): { token: string; expiresAt: Date } {
      const expires = Math.floor(options.now().getTime() / 1000) + DOWNLOAD_TTL_SECONDS;
      return {
        token: `${passId}.${expires}.${macOf(passId, String(expires))}`,
        expiresAt: new Date(expires * 1000),
      };
    },

    /** The pass's id; throws 401 TOKEN_INVALID for a changed link, TOKEN_EXPIRED for an old one. */
    verify(token: string): string {
      const [, passId, expires, mac] = TOKEN.exec(token) ?? [];
      if (!passId || !expires || !mac) throw new InvalidTokenError(DOWNLOAD_INVALID);
      const expected = Buffer.from(macOf(passId, expires));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new InvalidTokenError(DOWNLOAD_INVALID);
      }
      if (Number(expires) * 1000 <= options.now().getTime()) {
        throw new ExpiredTokenError(DOWNLOAD_EXPIRED);
      }
      return passId;
    },
  };
}
