// Starts the built product for a bench (or uses BENCH_URL), and signs up accounts through its API.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
const API = '/api/merchant';

async function waitFor(target, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(target)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${target} did not answer within ${timeoutMs} ms`);
}

/**
 * `npm start` on `port` with a fresh data folder. Development mode, for the dev outbox the bench
 * reads its codes from; the SPA served is the same production build. Rate limits raised: the
 * bench signs in more often than a person. `entry` runs another script instead of
 * `scripts/start.mjs` (bench:api runs the built server with its bench routes); `nodeArgs` go to
 * node before it (`--cpu-prof`, which NODE_OPTIONS refuses); `env` adds or overrides settings.
 * `stop()` resolves once the server has exited.
 */
export async function startProduct(
  port,
  { entry = 'scripts/start.mjs', nodeArgs = [], env = {} } = {},
) {
  const url = process.env.BENCH_URL ?? `http://localhost:${port}`;
  const child = process.env.BENCH_URL
    ? null
    : spawn(process.execPath, [...nodeArgs, path.join(root, entry)], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'qr-bench-')),
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_MULTIPLIER: '1000',
          ...env,
        },
      });
  const exited = child && new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitFor(`${url}${API}/health`, 300_000),
    exited?.then((code) => Promise.reject(new Error(`the server exited (${code}) at start`))),
  ]);
  return {
    url,
    stop: async () => {
      child?.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * One API call of the seeding; a 503 is tried again a few times, as its message asks: on a machine
 * busy with other work a query can pass the server's one-second database bound (docs/reliability.md).
 */
export async function call(url, method, route, body, token, attempt = 1) {
  const response = await fetch(`${url}${API}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (response.status === 503 && attempt < 5) {
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    return call(url, method, route, body, token, attempt + 1);
  }
  if (!response.ok)
    throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * The newest 6-digit code mailed to `email`, from the dev outbox. Emails are sent by a background
 * job (docs/architecture.md, "Background jobs"), so the outbox is asked again until it has one.
 */
export async function latestCode(url, email, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outbox = await call(url, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
    const code = outbox.data.items[0]?.subject.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code in the outbox for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A merchant who has registered and verified the email, signed in: `{ email, password, token }`. */
export async function verifiedMerchant(url) {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Bench-rewards-2026';
  await call(url, 'POST', '/auth/register', {
    email,
    password,
    first_name: 'Bea',
    last_name: 'Bench',
    account_type: 'merchant',
    business_name: 'Bench Coffee',
  });
  const otp = await latestCode(url, email);
  await call(url, 'POST', '/auth/verify-email', { email, otp });
  const login = await call(url, 'POST', '/auth/login', { email, password });
  return { email, password, token: login.data.tokens.access_token, userId: login.data.user.id };
}

/** Files the merchant request for a store named `storeName`; answers the request's id. */
export async function fileMerchantRequest(url, token, storeName = 'Bench Coffee') {
  const categories = await call(url, 'GET', '/categories');
  const filed = await call(
    url,
    'POST',
    '/merchant-requests',
    {
      business_name: `${storeName} LLC`,
      business_type: 'company',
      category_id: categories.data[0].id,
      store_name: storeName,
      description: 'Coffee measured in requests per second.',
      phone: '+14155550123',
      address_line: '1 Bench St',
      city: 'San Francisco',
      postal_code: '94107',
      country: 'US',
    },
    token,
  );
  return filed.data.id;
}

/** Subscribes the merchant (request filed) to the first plan with the sandbox's good card. */
export async function subscribe(url, token) {
  const plans = await call(url, 'GET', '/subscription/plans');
  await call(
    url,
    'POST',
    '/subscription/create-subscription',
    {
      plan_id: plans.data[0].id,
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
    },
    token,
  );
}

/** A merchant who has verified the email, filed the request and subscribed: sees the dashboard. */
export async function subscribedMerchant(url) {
  const { email, password, token } = await verifiedMerchant(url);
  await fileMerchantRequest(url, token);
  await subscribe(url, token);
  return { email, password };
}
