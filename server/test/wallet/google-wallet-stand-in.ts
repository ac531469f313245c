import { createPublicKey, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { walletTestCredentials } from './test-credentials';

/** The scope the server must ask for (Google Wallet API, "Authorization"). */
const WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const RESOURCE_PATH = /^\/walletobjects\/v1\/(loyaltyClass|loyaltyObject)(?:\/([^/]+))?$/;

export type Resource = 'loyaltyClass' | 'loyaltyObject';
export type Stored = Record<string, unknown> & { id: string };

/** A request the stand-in answered, and when (`Date.now()`), for latency and retry checks. */
export interface RecordedRequest {
  at: number;
  method: string;
  path: string;
  resource?: Resource;
  id?: string;
  body?: unknown;
  status: number;
}

/** What a "Save to Google Wallet" link carries, once its signature is checked. */
export interface SavedClaims {
  iss: string;
  aud: string;
  typ: string;
  iat: number;
  origins: string[];
  payload: { loyaltyClasses?: Stored[]; loyaltyObjects?: Stored[] };
}

export interface GoogleWalletStandIn {
  /** The API's origin: GOOGLE_WALLET_API_ORIGIN. */
  origin: string;
  /** The service account's `token_uri`. */
  tokenUri: string;
  requests: RecordedRequest[];
  store: Record<Resource, Map<string, Stored>>;
  /** The next `count` calls of the Wallet API (not the token endpoint) answer `status`. */
  failNext(count: number, status?: number): void;
  /** Every access token given so far answers 401 from now on (a revoked token). */
  revokeTokens(): void;
  /** How many tokens the token endpoint has given. */
  tokensGiven(): number;
  /**
   * What Google does when a customer opens a save link: checks the JWT's signature with the
   * service account's public key, then creates each class and object it does not have yet (and
   * keeps those it has, as Google does).
   */
  save(saveUrl: string): Promise<SavedClaims>;
  /** The PATCH requests answered 200 for this resource (and id). */
  patches(resource: Resource, id?: string): RecordedRequest[];
  close(): Promise<void>;
}

/** Verifies a save link's JWT as Google would, and answers its claims. */
export async function verifySaveUrl(saveUrl: string): Promise<SavedClaims> {
  const match = /\/gp\/v\/save\/([^/?#]+)$/.exec(new URL(saveUrl).pathname);
  if (!match) throw new Error(`not a save link: ${saveUrl}`);
  const key = createPublicKey(walletTestCredentials().serviceAccountPublicKey);
  const { payload } = await jwtVerify(match[1]!, key, {
    algorithms: ['RS256'],
    audience: 'google',
    issuer: walletTestCredentials().serviceAccountEmail,
  });
  return payload as unknown as SavedClaims;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * Google's Wallet REST API and OAuth token endpoint, on a local port: the token endpoint checks
 * the service account's assertion (RS256 with its key, its scope), and the API keeps loyalty
 * classes and objects in memory and wants a token it gave.
 */
export async function startGoogleWalletStandIn(): Promise<GoogleWalletStandIn> {
  const credentials = walletTestCredentials();
  const publicKey = createPublicKey(credentials.serviceAccountPublicKey);
  const requests: RecordedRequest[] = [];
  const store: Record<Resource, Map<string, Stored>> = {
    loyaltyClass: new Map(),
    loyaltyObject: new Map(),
  };
  const tokens = new Set<string>();
  let given = 0;
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  let tokenUri = '';

  async function token(request: IncomingMessage, response: ServerResponse): Promise<number> {
    const form = new URLSearchParams(await bodyOf(request));
    if (form.get('grant_type') !== JWT_BEARER_GRANT) {
      answer(response, 400, { error: 'unsupported_grant_type' });
      return 400;
    }
    try {
      const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, {
        algorithms: ['RS256'],
        issuer: credentials.serviceAccountEmail,
        audience: tokenUri,
        requiredClaims: ['iat', 'exp'],
      });
      if (
        !String(payload.scope ?? '')
          .split(' ')
          .includes(WALLET_SCOPE)
      ) {
        answer(response, 400, { error: 'invalid_scope' });
        return 400;
      }
    } catch (error) {
      answer(response, 400, { error: 'invalid_grant', error_description: String(error) });
      return 400;
    }
    const accessToken = `ya29.${randomBytes(16).toString('hex')}`;
    tokens.add(accessToken);
    given += 1;
    answer(response, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
    return 200;
  }

  async function api(
    request: IncomingMessage,
    response: ServerResponse,
    resource: Resource,
    id: string | undefined,
    record: RecordedRequest,
  ): Promise<number> {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      answer(response, 401, { error: { code: 401, message: 'Request had invalid credentials.' } });
      return 401;
    }
    if (failures.count > 0) {
      failures.count -= 1;
      answer(response, failures.status, { error: { code: failures.status, message: 'Try later' } });
      return failures.status;
    }
    const items = store[resource];
    const text = await bodyOf(request);
    const body = text ? (JSON.parse(text) as Stored) : undefined;
    record.body = body;
    const missing = () => {
      answer(response, 404, { error: { code: 404, message: `${resource} not found: ${id}` } });
      return 404;
    };
    if (request.method === 'GET' && id) {
      const found = items.get(id);
      if (!found) return missing();
      answer(response, 200, found);
      return 200;
    }
    if (request.method === 'POST' && !id && body) {
      if (items.has(body.id)) {
        answer(response, 409, { error: { code: 409, message: 'already exists' } });
        return 409;
      }
      items.set(body.id, body);
      answer(response, 200, body);
      return 200;
    }
    if ((request.method === 'PATCH' || request.method === 'PUT') && id && body) {
      const found = items.get(id);
      if (!found) return missing();
      // PATCH changes the fields sent; PUT replaces the resource.
      const next = request.method === 'PATCH' ? { ...found, ...body, id } : { ...body, id };
      items.set(id, next);
      answer(response, 200, next);
      return 200;
    }
    answer(response, 400, { error: { code: 400, message: 'not a request this stand-in knows' } });
    return 400;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const record: RecordedRequest = {
      at: Date.now(),
      method: request.method ?? 'GET',
      path: url.pathname,
      status: 0,
    };
    const match = RESOURCE_PATH.exec(url.pathname);
    if (match) {
      record.resource = match[1] as Resource;
      record.id = match[2] ? decodeURIComponent(match[2]) : undefined;
    }
    const handled =
      url.pathname === '/token' && request.method === 'POST'
        ? token(request, response)
        : match
          ? api(request, response, match[1] as Resource, record.id, record)
          : Promise.resolve().then(() => {
              answer(response, 404, { error: 'no such path' });
              return 404;
            });
    void handled.then(
      (status) => {
        record.status = status;
        requests.push(record);
      },
      (error: unknown) => {
        record.status = 500;
        requests.push(record);
        if (!response.headersSent) answer(response, 500, { error: String(error) });
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUri = `${origin}/token`;

  return {
    origin,
    tokenUri,
    requests,
    store,
    failNext(count, status = 503) {
      failures = { count, status };
    },
    revokeTokens() {
      tokens.clear();
    },
    tokensGiven: () => given,
    async save(saveUrl) {
      const claims = await verifySaveUrl(saveUrl);
      for (const item of claims.payload.loyaltyClasses ?? []) {
        if (!store.loyaltyClass.has(item.id)) store.loyaltyClass.set(item.id, item);
      }
      for (const item of claims.payload.loyaltyObjects ?? []) {
        if (!store.loyaltyObject.has(item.id)) store.loyaltyObject.set(item.id, item);
      }
      return claims;
    },
    patches(resource, id) {
      return requests.filter(
        (request) =>
          request.method === 'PATCH' &&
          request.status === 200 &&
          request.resource === resource &&
          (id === undefined || request.id === id),
      );
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
