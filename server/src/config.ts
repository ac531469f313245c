import { createECDH, createPrivateKey, X509Certificate } from 'node:crypto';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { EnvSchema, type EnvName, type EnvValues, type LogLevel } from './config-schema';
import { isAcceptablePassword, PASSWORD_RULE_MESSAGE } from './contract/password-policy';

export type PaymentProvider = 'stripe' | 'sandbox';
export type MailTransportKind = 'outbox' | 'smtp';

/** An S3-compatible bucket that keeps uploads (docs/architecture.md, "Uploads"). */
export interface S3Settings {
  readonly bucket: string;
  /** Undefined: AWS S3's own endpoint for `region`. */
  readonly endpoint: string | undefined;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly forcePathStyle: boolean;
}

/** Web push's VAPID key pair from the environment (docs/deploy.md, "Web push"). */
export interface VapidSettings {
  /** Unpadded base64url, as browsers take it for `applicationServerKey`. */
  readonly publicKey: string;
  readonly privateKey: string;
  /** `mailto:` or `https:`: how push services reach the sender. */
  readonly subject: string;
}

/** Apple Wallet's pass signing and pushes (docs/deploy.md, "Wallet passes"). */
export interface AppleWalletSettings {
  readonly passTypeId: string;
  readonly teamId: string;
  /** PEM: the Pass Type ID certificate, its key (and passphrase), Apple's WWDR intermediate. */
  readonly certificate: string;
  readonly key: string;
  readonly keyPassphrase: string | undefined;
  readonly wwdrCertificate: string;
  /** APNs, where pass updates are pushed with the pass certificate as the client certificate. */
  readonly apnsOrigin: string;
  readonly apnsCaCertificate: string | undefined;
}

/** A Google service account's JSON key, the fields the Wallet API needs. */
export interface GoogleServiceAccount {
  readonly clientEmail: string;
  readonly privateKey: string;
  readonly tokenUri: string;
}

/** Google Wallet's save links and REST API (docs/deploy.md, "Wallet passes"). */
export interface GoogleWalletSettings {
  readonly issuerId: string;
  readonly serviceAccount: GoogleServiceAccount;
  readonly apiOrigin: string;
  readonly saveOrigin: string;
}

/** The server's settings, read and checked once at start. Plugins read them as `app.config`. */
export interface AppConfig {
  readonly env: EnvValues['NODE_ENV'];
  readonly host: string;
  readonly port: number;
  /** Absolute. */
  readonly dataDir: string;
  /** Unset means embedded PGlite in `dataDir/pglite`; `memory://` means in-memory PGlite. */
  readonly databaseUrl: string | undefined;
  /** PostgreSQL waits (connection, answer, statement) before a request answers 503. */
  readonly databaseTimeoutMs: number;
  readonly apiPrefix: string;
  readonly logLevel: LogLevel;
  /** Absolute folder of the built SPA. */
  readonly staticDir: string;
  /** Without a trailing slash. */
  readonly publicUrl: string;
  /** Undefined: no cross-origin access. */
  readonly corsOrigins: readonly string[] | undefined;
  readonly paymentProvider: PaymentProvider;
  readonly stripePublishableKey: string | undefined;
  readonly stripeSecretKey: string | undefined;
  /** Undefined: the Stripe webhook endpoint refuses every call. */
  readonly stripeWebhookSecret: string | undefined;
  /** Undefined: generated and kept in `dataDir/jwt-secret` (random per app under test). */
  readonly jwtSecret: string | undefined;
  readonly accessTokenTtlSeconds: number;
  /** log2 of scrypt's N for new password hashes. */
  readonly passwordHashCost: number;
  readonly rateLimitMultiplier: number;
  readonly redisUrl: string | undefined;
  /** Load balancers whose X-Forwarded-For is believed (Fastify's `trustProxy`); none when unset. */
  readonly trustProxy: readonly string[] | undefined;
  readonly mailTransport: MailTransportKind;
  readonly smtpUrl: string | undefined;
  readonly smtpFrom: string;
  /** Background jobs: base of the exponential backoff between tries. */
  readonly jobRetryDelaySeconds: number;
  /** Background jobs: after this long a running job counts as lost and is tried again. */
  readonly jobTimeoutSeconds: number;
  /** Both set or both undefined (checked at load). */
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  /** Undefined: uploads are kept in `dataDir/uploads`. */
  readonly s3: S3Settings | undefined;
  /** Undefined: a key pair made on first start and kept in `server_keys` (infrastructure/push). */
  readonly vapid: VapidSettings | undefined;
  /** Undefined: no Apple Wallet passes (the button does not show). */
  readonly appleWallet: AppleWalletSettings | undefined;
  /** Undefined: no Google Wallet passes (the button does not show). */
  readonly googleWallet: GoogleWalletSettings | undefined;
}

/** A setting is missing or malformed; `message` names the variable and says what was expected. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Both server/src (tsx, Jest) and server/dist (node) sit two levels below the repository root.
const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');

/** Reads every setting from `env`; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const values = parseEnv(env);
  const port = values.PORT;
  const stripeSecretKey = values.STRIPE_SECRET_KEY;
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databaseTimeoutMs: values.DATABASE_TIMEOUT_MS,
    apiPrefix: values.API_PREFIX,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    staticDir: values.STATIC_DIR
      ? path.resolve(values.STATIC_DIR)
      : path.join(REPOSITORY_ROOT, 'dist'),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    corsOrigins: values.CORS_ORIGIN?.split(',').map((origin) => origin.trim()),
    paymentProvider: stripeSecretKey ? 'stripe' : 'sandbox',
    stripePublishableKey: values.STRIPE_PUBLISHABLE_KEY,
    stripeSecretKey,
    stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
    jwtSecret: values.JWT_SECRET,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    passwordHashCost: values.PASSWORD_HASH_COST,
    rateLimitMultiplier: values.RATE_LIMIT_MULTIPLIER,
    redisUrl: values.REDIS_URL,
    trustProxy: values.TRUST_PROXY?.split(',').map((address) => address.trim()),
    mailTransport: values.SMTP_URL ? 'smtp' : 'outbox',
    smtpUrl: values.SMTP_URL,
    smtpFrom: values.SMTP_FROM,
    jobRetryDelaySeconds: values.JOB_RETRY_DELAY_SECONDS,
    jobTimeoutSeconds: values.JOB_TIMEOUT_SECONDS,
    adminEmail: values.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: values.ADMIN_PASSWORD,
    s3: s3Settings(values),
    vapid:
      values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY && values.VAPID_SUBJECT
        ? {
            publicKey: values.VAPID_PUBLIC_KEY,
            privateKey: values.VAPID_PRIVATE_KEY,
            subject: values.VAPID_SUBJECT,
          }
        : undefined,
    appleWallet: appleWalletSettings(values),
    googleWallet: googleWalletSettings(values),
  };
}

/** A PEM value as an environment variable can hold it: `\\n` for each newline. */
function pem(value: string): string {
  return value.replace(/\\n/g, '\n');
}

function appleWalletSettings(values: EnvValues): AppleWalletSettings | undefined {
  const { APPLE_PASS_TYPE_ID: passTypeId, APPLE_TEAM_ID: teamId } = values;
  const { APPLE_PASS_CERTIFICATE: certificate, APPLE_PASS_KEY: key } = values;
  const wwdrCertificate = values.APPLE_WWDR_CERTIFICATE;
  // checkAppleWallet has refused a partial set.
  if (!passTypeId || !teamId || !certificate || !key || !wwdrCertificate) return undefined;
  return {
    passTypeId,
    teamId,
    certificate: pem(certificate),
    key: pem(key),
    keyPassphrase: values.APPLE_PASS_KEY_PASSPHRASE,
    wwdrCertificate: pem(wwdrCertificate),
    apnsOrigin: values.APNS_ORIGIN,
    apnsCaCertificate: values.APNS_CA_CERTIFICATE ? pem(values.APNS_CA_CERTIFICATE) : undefined,
  };
}

function googleWalletSettings(values: EnvValues): GoogleWalletSettings | undefined {
  const { GOOGLE_WALLET_ISSUER_ID: issuerId, GOOGLE_WALLET_SERVICE_ACCOUNT: json } = values;
  if (!issuerId || !json) return undefined;
  // checkGoogleWallet has parsed it.
  const serviceAccount = parseServiceAccount(json)!;
  return {
    issuerId,
    serviceAccount,
    apiOrigin: values.GOOGLE_WALLET_API_ORIGIN,
    saveOrigin: values.GOOGLE_WALLET_SAVE_ORIGIN,
  };
}

/** The fields of a service account's JSON key, or undefined when it is not one. */
function parseServiceAccount(json: string): GoogleServiceAccount | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const { client_email, private_key, token_uri } = parsed as Record<string, unknown>;
  if (typeof client_email !== 'string' || typeof private_key !== 'string') return undefined;
  if (typeof token_uri !== 'string' || !/^https?:\/\/\S+$/.test(token_uri)) return undefined;
  try {
    createPrivateKey(private_key);
  } catch {
    return undefined;
  }
  return { clientEmail: client_email, privateKey: private_key, tokenUri: token_uri };
}

function s3Settings(values: EnvValues): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = values;
  const secretAccessKey = values.S3_SECRET_ACCESS_KEY;
  // checkS3Storage has refused a bucket without both keys.
  if (!bucket || !accessKeyId || !secretAccessKey) return undefined;
  return {
    bucket,
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
  };
}

function parseEnv(env: NodeJS.ProcessEnv): EnvValues {
  // Only our variables, and an empty value (`STRIPE_SECRET_KEY=` in a .env file) counts as unset.
  const raw: Record<string, string> = {};
  const typed: Record<string, string | number> = {};
  for (const [name, schema] of Object.entries(EnvSchema.properties)) {
    const value = env[name]?.trim();
    if (!value) continue;
    raw[name] = value;
    // Whole numbers by hand: TypeBox's conversion would quietly turn PORT=3.5 into 3.
    typed[name] = schema.type === 'integer' && /^\d+$/.test(value) ? Number(value) : value;
  }
  const values = Value.Default(EnvSchema, typed);

  const problems = new Map<string, string>();
  for (const error of Value.Errors(EnvSchema, values)) {
    const name = error.path.replace(/^\//, '').split('/')[0] as EnvName;
    if (!problems.has(name)) problems.set(name, describeProblem(name, raw[name]));
  }
  // Value.Errors found nothing to say about these, so they match the schema.
  const checked = values as EnvValues;
  if (!problems.size && checked.STRIPE_SECRET_KEY && !checked.STRIPE_PUBLISHABLE_KEY) {
    problems.set(
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set (the SPA needs it for Stripe.js).',
    );
  }
  if (!problems.size) checkAdminAccount(checked, problems);
  if (!problems.size) checkS3Storage(checked, problems);
  if (!problems.size) checkVapidKeys(checked, problems);
  if (!problems.size) checkAppleWallet(checked, problems);
  if (!problems.size) checkGoogleWallet(checked, problems);
  if (problems.size) {
    throw new ConfigError(
      `Invalid environment:\n${[...problems.values()].map((line) => `  - ${line}`).join('\n')}`,
    );
  }
  return checked;
}

function checkAdminAccount(values: EnvValues, problems: Map<string, string>): void {
  if (values.ADMIN_EMAIL && !values.ADMIN_PASSWORD) {
    problems.set('ADMIN_PASSWORD', 'ADMIN_PASSWORD is required when ADMIN_EMAIL is set.');
  } else if (values.ADMIN_PASSWORD && !values.ADMIN_EMAIL) {
    problems.set('ADMIN_EMAIL', 'ADMIN_EMAIL is required when ADMIN_PASSWORD is set.');
  } else if (values.ADMIN_PASSWORD && !isAcceptablePassword(values.ADMIN_PASSWORD)) {
    problems.set('ADMIN_PASSWORD', `ADMIN_PASSWORD is invalid: ${PASSWORD_RULE_MESSAGE}`);
  }
}

const S3_COMPANIONS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const satisfies readonly EnvName[];

/** All or nothing: half a storage setting would quietly keep uploads on the local disk. */
function checkS3Storage(values: EnvValues, problems: Map<string, string>): void {
  if (!values.S3_BUCKET) {
    const stray = S3_COMPANIONS.find((name) => values[name]);
    if (stray) problems.set('S3_BUCKET', `S3_BUCKET is required when ${stray} is set.`);
    return;
  }
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!values[name]) problems.set(name, `${name} is required when S3_BUCKET is set.`);
  }
}

const VAPID_VARIABLES = [
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
] as const satisfies readonly EnvName[];

/**
 * All or nothing: a public key without its private half cannot sign, and a pair that does not
 * belong together would have every push refused by the push services, far from the cause.
 */
function checkVapidKeys(values: EnvValues, problems: Map<string, string>): void {
  const set = VAPID_VARIABLES.filter((name) => values[name]);
  if (!set.length) return;
  for (const name of VAPID_VARIABLES) {
    if (!values[name]) problems.set(name, `${name} is required when ${set[0]} is set.`);
  }
  if (problems.size || !values.VAPID_PUBLIC_KEY || !values.VAPID_PRIVATE_KEY) return;
  if (!isVapidPair(values.VAPID_PUBLIC_KEY, values.VAPID_PRIVATE_KEY)) {
    problems.set(
      'VAPID_PRIVATE_KEY',
      'VAPID_PRIVATE_KEY is invalid: it is not the private half of VAPID_PUBLIC_KEY.',
    );
  }
}

function isVapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    // Not a valid P-256 private key at all (zero, or above the curve's order).
    return false;
  }
}

function describeProblem(name: EnvName, value: string | undefined): string {
  const schema = EnvSchema.properties[name];
  const shown = schema.secret || value === undefined ? '' : `="${value}"`;
  return `${name}${shown} is invalid: expected ${String(schema.expected)}.`;
}

/** The configuration, or (for the command-line entry points) its problem printed and exit code 1. */
export function readConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const APPLE_WALLET_VARIABLES = [
  'APPLE_PASS_TYPE_ID',
  'APPLE_TEAM_ID',
  'APPLE_PASS_CERTIFICATE',
  'APPLE_PASS_KEY',
  'APPLE_WWDR_CERTIFICATE',
] as const satisfies readonly EnvName[];

/**
 * All or nothing, and a certificate and key that belong together: a pass signed with half a
 * setting would be refused by every iPhone, far from the cause.
 */
function checkAppleWallet(values: EnvValues, problems: Map<string, string>): void {
  const set = APPLE_WALLET_VARIABLES.filter((name) => values[name]);
  if (!set.length) return;
  for (const name of APPLE_WALLET_VARIABLES) {
    if (!values[name]) problems.set(name, `${name} is required when ${set[0]} is set.`);
  }
  if (problems.size) return;
  const certificates = {
    APPLE_PASS_CERTIFICATE: values.APPLE_PASS_CERTIFICATE!,
    APPLE_WWDR_CERTIFICATE: values.APPLE_WWDR_CERTIFICATE!,
    ...(values.APNS_CA_CERTIFICATE ? { APNS_CA_CERTIFICATE: values.APNS_CA_CERTIFICATE } : {}),
  };
  const parsed = new Map<string, X509Certificate>();
  for (const [name, value] of Object.entries(certificates)) {
    try {
      parsed.set(name, new X509Certificate(pem(value)));
    } catch {
      problems.set(name, `${name} is invalid: it is not a PEM certificate.`);
    }
  }
  let key;
  try {
    key = createPrivateKey({
      key: pem(values.APPLE_PASS_KEY!),
      passphrase: values.APPLE_PASS_KEY_PASSPHRASE,
    });
  } catch {
    problems.set(
      'APPLE_PASS_KEY',
      'APPLE_PASS_KEY is invalid: it is not a PEM private key, or APPLE_PASS_KEY_PASSPHRASE does not open it.',
    );
    return;
  }
  const certificate = parsed.get('APPLE_PASS_CERTIFICATE');
  if (certificate && !certificate.checkPrivateKey(key)) {
    problems.set(
      'APPLE_PASS_KEY',
      'APPLE_PASS_KEY is invalid: it is not the private key of APPLE_PASS_CERTIFICATE.',
    );
  }
}

/** Both or neither, and a service account key that parses. */
function checkGoogleWallet(values: EnvValues, problems: Map<string, string>): void {
  const { GOOGLE_WALLET_ISSUER_ID: issuerId, GOOGLE_WALLET_SERVICE_ACCOUNT: json } = values;
  if (issuerId && !json) {
    problems.set(
      'GOOGLE_WALLET_SERVICE_ACCOUNT',
      'GOOGLE_WALLET_SERVICE_ACCOUNT is required when GOOGLE_WALLET_ISSUER_ID is set.',
    );
  } else if (json && !issuerId) {
    problems.set(
      'GOOGLE_WALLET_ISSUER_ID',
      'GOOGLE_WALLET_ISSUER_ID is required when GOOGLE_WALLET_SERVICE_ACCOUNT is set.',
    );
  } else if (json && !parseServiceAccount(json)) {
    problems.set(
      'GOOGLE_WALLET_SERVICE_ACCOUNT',
      'GOOGLE_WALLET_SERVICE_ACCOUNT is invalid: it is not a service account JSON key with client_email, private_key and token_uri.',
    );
  }
}
