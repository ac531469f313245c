// The development outbox (docs/api.md, "Email and the dev outbox"): the emails the server would have
// sent, newest first, which the scripts and browser tests read the sign-up codes from.
import { API_PREFIX } from './paths';

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** The outbox's address for the emails sent to `email`, from the server's origin. */
export const outboxPath = (email: string) =>
  `${API_PREFIX}/dev/outbox?to=${encodeURIComponent(email)}`;

/** Reads the JSON at a path of the server (fetch, or a browser test's request context). */
export type ReadJson = (path: string) => Promise<unknown>;

/** Reads with fetch from the server at `url`. */
export const fetchJson =
  (url: string): ReadJson =>
  async (path) =>
    (await fetch(`${url}${path}`)).json();

/** The 6-digit code of the newest email in an outbox answer, if it has one. */
export function codeIn(answer: unknown): string | undefined {
  const items = (answer as { data?: { items?: OutboxEmail[] } }).data?.items ?? [];
  return items[0]?.text.match(/\b(\d{6})\b/)?.[1];
}

/**
 * The newest 6-digit code mailed to `email`. Emails are sent by a background job
 * (docs/architecture.md, "Background jobs"), so the outbox is asked again until it has one.
 * `server` is the server's origin, or a reader of its JSON.
 */
export async function latestCode(
  server: string | ReadJson,
  email: string,
  timeoutMs = 20_000,
): Promise<string> {
  const read = typeof server === 'string' ? fetchJson(server) : server;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = codeIn(await read(outboxPath(email)));
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code in the outbox for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
