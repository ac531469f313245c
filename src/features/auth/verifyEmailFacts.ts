import type { VerificationFacts } from '../../api/auth';

/** docs/api.md, "Auth": a code works 10 minutes, a new one may follow a minute after it. */
export const CODE_LIFETIME_MINUTES = 10;
export const RESEND_COOLDOWN_SECONDS = 60;
export const MAX_TRIES = 5;

/**
 * What the page knows about the person's code, with times on this browser's clock. Only a
 * signed-in account can ask the server (`GET /auth/verification`); a visitor who came by link is
 * `unknown`, and the page then claims nothing about what was sent.
 */
export type CodeFacts =
  | { kind: 'checking' }
  | { kind: 'demo' }
  | { kind: 'unknown'; resendAt?: number }
  | { kind: 'live'; expiresAt: number; triesLeft: number; resendAt: number }
  | { kind: 'expired' | 'used_up' | 'none'; resendAt: number };

/**
 * The server's answer on this browser's clock: each time is moved by the gap between the server's
 * `checked_at` and when the answer arrived, so a wrong clock here does not shorten a countdown.
 */
export function factsFromServer(facts: VerificationFacts, receivedAt: number): CodeFacts {
  const local = (iso: string) => Date.parse(iso) - Date.parse(facts.checked_at) + receivedAt;
  const resendAt = local(facts.resend_available_at);
  if (facts.code === 'live' && facts.expires_at) {
    return {
      kind: 'live',
      expiresAt: local(facts.expires_at),
      triesLeft: facts.attempts_left,
      resendAt,
    };
  }
  return { kind: facts.code === 'live' ? 'expired' : facts.code, resendAt };
}

/**
 * Right after this page asked for a new code and the server took the request. A visitor who is not
 * signed in is told nothing new (the answer is the same for any email), but waits the minute too.
 */
export function justSent(now: number, signedIn: boolean): CodeFacts {
  if (!signedIn) return { kind: 'unknown', resendAt: now + RESEND_COOLDOWN_SECONDS * 1000 };
  return {
    kind: 'live',
    expiresAt: now + CODE_LIFETIME_MINUTES * 60_000,
    triesLeft: MAX_TRIES,
    resendAt: now + RESEND_COOLDOWN_SECONDS * 1000,
  };
}

/** When Resend may be pressed: undefined while nothing may be sent (checking, demo mode). */
export function resendAvailableAt(facts: CodeFacts): number | undefined {
  if (facts.kind === 'checking' || facts.kind === 'demo') return undefined;
  return facts.resendAt ?? 0;
}
