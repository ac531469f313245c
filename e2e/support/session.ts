import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * The key the browser tests' server signs access tokens with (playwright.config.ts sets it as
 * JWT_SECRET), so a test can make the server's own token run out sooner than in 15 minutes.
 */
export const E2E_JWT_SECRET = 'browser-tests-only-signing-key-never-used-elsewhere';

/**
 * `token` as the server would have issued it with a shorter lifetime: the same header and claims
 * (user, role, token version, session), expiring at `expiresAt` (epoch seconds), signed with the
 * server's key. The server then answers 401 TOKEN_EXPIRED to it, exactly as after 15 minutes.
 */
export function withExpiry(token: string, expiresAt: number): string {
  const [header, payload] = token.split('.');
  if (!header || !payload) throw new Error('not a JWT');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object;
  const body = Buffer.from(JSON.stringify({ ...claims, exp: expiresAt })).toString('base64url');
  const signature = createHmac('sha256', E2E_JWT_SECRET)
    .update(`${header}.${body}`)
    .digest('base64url');
  return `${header}.${body}.${signature}`;
}

/**
 * Makes the stored session's access token expire `seconds` from now. Tabs opened afterwards load
 * it, as they load the session from storage. Done on a page outside the app (the health route),
 * so no running app writes its own copy of the session over it. Answers the expiry (epoch ms).
 */
export async function expireAccessTokenIn(page: Page, seconds: number): Promise<number> {
  await page.goto('/api/merchant/health');
  const expiresAt = Math.floor(Date.now() / 1000) + seconds;
  const stored = await page.evaluate(() => localStorage.getItem('persist:qrewards'));
  const session = JSON.parse(stored ?? '{}') as Record<string, string>;
  const access = JSON.parse(session.accessToken ?? 'null') as string | null;
  if (!access) throw new Error('no stored session to expire');
  const shorter = withExpiry(access, expiresAt);
  await page.evaluate(
    ({ session, token }) => {
      localStorage.setItem('persist:qrewards', JSON.stringify(session));
      document.cookie = `qr_access_token=${token}; path=/; SameSite=Lax`;
    },
    { session: { ...session, accessToken: JSON.stringify(shorter) }, token: shorter },
  );
  return expiresAt * 1000;
}

/** Waits until the server's clock (this machine's) has passed `expiresAt` (epoch ms). */
export async function waitUntilPast(page: Page, expiresAt: number): Promise<void> {
  const left = expiresAt + 1_000 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}
