import type { App } from '../src/app';
import { createUsersRepository } from '../src/repositories/users-repository';
import { randomShortCode } from '../src/services/accounts/short-codes';

/** A clock a test moves by hand: `build({}, { now: clock.now })`, then `clock.advance(ms)`. */
export function testClock(start = new Date('2030-01-15T10:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export const PASSWORD = 'correct horse 42';

let counter = 0;
/** A fresh address per call, so tests never collide on the unique email. */
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${counter}.${Date.now().toString(36)}@example.com`;
}

export interface RegisterInput {
  email?: string;
  password?: string;
  account_type?: 'user' | 'merchant';
  username?: string;
  business_name?: string;
}

/** `POST /auth/register`; merchants get a business name unless the test says otherwise. */
export function register(app: App, input: RegisterInput = {}) {
  const accountType = input.account_type ?? 'merchant';
  return app.inject({
    method: 'POST',
    url: '/api/merchant/auth/register',
    payload: {
      email: input.email ?? uniqueEmail(),
      password: input.password ?? PASSWORD,
      first_name: 'Ana',
      last_name: 'Lopez',
      account_type: accountType,
      ...(accountType === 'merchant' && { business_name: 'Ana Bakery' }),
      ...input,
    },
  });
}

interface OutboxItem {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

export async function outbox(app: App, to?: string): Promise<OutboxItem[]> {
  // Codes asked for by resend-otp and forgot-password are sent after the answer, and every email
  // by a job of the queue.
  await app.background.settled();
  await app.jobs.drain();
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const response = await app.inject({ method: 'GET', url: `/api/merchant/dev/outbox${query}` });
  return (response.json() as { data: { items: OutboxItem[] } }).data.items;
}

/** The 6-digit code of the newest email of `kind` sent to `to`. */
export async function latestCode(app: App, to: string, kind = 'verify_email'): Promise<string> {
  const email = (await outbox(app, to)).find((item) => item.kind === kind);
  const code = email?.subject.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no ${kind} code was sent to ${to}`);
  return code;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export interface SignedIn {
  email: string;
  access: string;
  refresh: string;
  userId: string;
}

/** Registers, verifies the email with the emailed code, and answers the session. */
export async function verifiedAccount(app: App, input: RegisterInput = {}): Promise<SignedIn> {
  const email = input.email ?? uniqueEmail();
  const registered = await register(app, { ...input, email });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/merchant/auth/verify-email',
    payload: { email, otp: await latestCode(app, email) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const { data } = registered.json();
  return {
    email,
    access: data.tokens.access_token,
    refresh: data.tokens.refresh_token,
    userId: data.user.id,
  };
}

/** Nothing an answer must never carry: hashes, codes, internal columns. */
export function expectNoSecrets(body: string): void {
  for (const word of [
    'password_hash',
    'passwordHash',
    'token_hash',
    'code_hash',
    'token_version',
    'scrypt$',
  ]) {
    expect(body).not.toContain(word);
  }
}

/** An admin, made directly in the database (there is no sign-up for admins), then signed in. */
export async function adminAccount(app: App): Promise<SignedIn> {
  const email = uniqueEmail('admin');
  const now = new Date();
  const user = await createUsersRepository(app.db).insert({
    email,
    username: `admin_${counter}_${Date.now().toString(36)}`,
    passwordHash: await app.passwords.hash(PASSWORD),
    firstName: 'Ada',
    lastName: 'Admin',
    roleId: 'admin',
    emailVerified: true,
    qrCode: `qr-${email}`,
    shortCode: randomShortCode(),
    createdAt: now,
    updatedAt: now,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/merchant/auth/login',
    payload: { email, password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.body}`);
  const { tokens } = login.json().data;
  return { email, access: tokens.access_token, refresh: tokens.refresh_token, userId: user.id };
}
