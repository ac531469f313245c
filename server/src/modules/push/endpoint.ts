import { isIP } from 'node:net';
import type { FieldErrors } from '../../http/app-error';
import type { SubscribeBody } from './schemas';

export const ENDPOINT_RULE_MESSAGE = 'Endpoint must be the https:// address of a push service.';
export const P256DH_RULE_MESSAGE =
  "p256dh must be the browser's public key: 65 bytes (starting with 4) in base64url.";
export const AUTH_RULE_MESSAGE = "auth must be the browser's secret: 16 bytes in base64url.";

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An https:// address with a host name. The server posts to it, so in production it must not be
 * an IP literal or localhost (push services are always named hosts; an address inside our own
 * network would let anyone make the server call it). Outside production, http:// on the loopback
 * is allowed too, for the push service stand-in of the tests (web-push-testing).
 */
export function isPushEndpoint(value: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (!production && loopback) return url.protocol === 'http:' || url.protocol === 'https:';
  if (url.protocol !== 'https:' || loopback) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 && host.includes('.');
}

/** Decoded bytes of unpadded (or padded) base64url; undefined for anything else. */
function base64UrlBytes(value: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return undefined;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

/** Each field's problem, worded for it (docs/api.md, "Web push"); empty when all is well. */
export function subscriptionProblems(body: SubscribeBody, production: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!isPushEndpoint(body.endpoint, production)) errors.endpoint = [ENDPOINT_RULE_MESSAGE];
  const p256dh = base64UrlBytes(body.keys.p256dh);
  if (p256dh?.length !== 65 || p256dh[0] !== 4) errors['keys.p256dh'] = [P256DH_RULE_MESSAGE];
  if (base64UrlBytes(body.keys.auth)?.length !== 16) errors['keys.auth'] = [AUTH_RULE_MESSAGE];
  return errors;
}
