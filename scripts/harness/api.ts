// The HTTP API as the scripts call it: JSON in, the answer's JSON envelope out.
import { API_PREFIX } from './paths';

/**
 * The API's JSON answer (`{ success, data }`), read by field in scripts that know the route they
 * called. The scripts may not import the server's types (eslint.config.mjs, the scripts' zone).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the envelope of any route
export type ApiAnswer = any;

/**
 * One API call at `url` (the server's origin, without the API prefix); a non-2xx answer throws
 * with the route and the body. A 503 is tried again a few times, as its message asks: on a machine
 * busy with other work a query can pass the server's one-second database bound
 * (docs/reliability.md).
 */
export async function call(
  url: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
  attempt = 1,
): Promise<ApiAnswer> {
  const response = await fetch(`${url}${API_PREFIX}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json: ApiAnswer = text ? JSON.parse(text) : null;
  if (response.status === 503 && attempt < 5) {
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    return call(url, method, route, body, token, attempt + 1);
  }
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return json;
}

/** Signs in; answers the access token and the user's id. */
export async function signIn(
  url: string,
  account: { email: string; password: string },
): Promise<{ token: string; userId: string }> {
  const login = await call(url, 'POST', '/auth/login', account);
  return { token: login.data.tokens.access_token, userId: login.data.user.id };
}
