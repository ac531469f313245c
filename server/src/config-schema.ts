import { Type, type Static } from '@sinclair/typebox';

/**
 * Every environment variable the server reads, in one schema. `description`, `defaultText` (for
 * defaults computed at start) and `expected` (said when a value is refused) feed the error messages
 * of `loadConfig` and the table in docs/api.md; a test keeps that table in step with this list.
 * `secret` values are never echoed back in an error.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union(
    [Type.Literal('development'), Type.Literal('production'), Type.Literal('test')],
    {
      default: 'development',
      description: 'Runtime mode. `production` turns on HSTS; `test` silences logs.',
      expected: 'one of development, production, test',
    },
  ),
  HOST: Type.String({
    minLength: 1,
    default: 'localhost',
    description: 'Interface to listen on. Use `0.0.0.0` in a container.',
    expected: 'a host name or IP address',
  }),
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 3000,
    description: 'TCP port of the one server that answers the SPA and the API.',
    expected: 'a whole number from 0 to 65535',
  }),
  DATA_DIR: Type.String({
    minLength: 1,
    default: './data',
    description:
      'Folder for local state (the embedded database), resolved against the working directory.',
    expected: 'a folder path',
  }),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^(postgres(ql)?://.+|memory://)$',
      defaultText: 'unset: embedded PGlite in `DATA_DIR/pglite`',
      description:
        'PostgreSQL connection string (`postgres://user:pass@host:5432/db`). `memory://` runs PGlite in memory (nothing is kept).',
      expected: 'a postgres:// or postgresql:// URL, or memory://',
      secret: true,
    }),
  ),
  API_PREFIX: Type.String({
    pattern: '^(/[A-Za-z0-9._~-]+)+$',
    default: '/api/merchant',
    description: 'Path under which every API route lives.',
    expected: 'a path starting with / and without a trailing slash',
  }),
  LOG_LEVEL: Type.Optional(
    Type.Union(
      LOG_LEVELS.map((level) => Type.Literal(level)),
      {
        defaultText: '`info` (`silent` when NODE_ENV is `test`)',
        description:
          'pino log level. Logs are pretty on a terminal in development, JSON otherwise.',
        expected: `one of ${LOG_LEVELS.join(', ')}`,
      },
    ),
  ),
  STATIC_DIR: Type.Optional(
    Type.String({
      minLength: 1,
      defaultText: "the repository's `dist/`",
      description: 'Folder of the built SPA (`npm run build`) served at `/`.',
      expected: 'a folder path',
    }),
  ),
  PUBLIC_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s]+$',
      defaultText: '`http://localhost:PORT`',
      description: 'Address people use to reach the app, for links the server writes (emails).',
      expected: 'an http:// or https:// URL',
    }),
  ),
  CORS_ORIGIN: Type.Optional(
    Type.String({
      pattern: '^https?://[^,\\s]+(\\s*,\\s*https?://[^,\\s]+)*$',
      defaultText: 'unset: same origin only',
      description: 'Comma-separated origins allowed to call the API from another site.',
      expected: 'comma-separated http(s):// origins',
    }),
  ),
  STRIPE_PUBLISHABLE_KEY: Type.Optional(
    Type.String({
      pattern: '^pk_(test|live)_\\w+$',
      defaultText: 'unset',
      description: 'Stripe publishable key handed to the SPA by `GET /config`.',
      expected: 'a Stripe publishable key (pk_test_... or pk_live_...)',
    }),
  ),
  STRIPE_SECRET_KEY: Type.Optional(
    Type.String({
      pattern: '^(sk|rk)_(test|live)_\\w+$',
      defaultText: 'unset: sandbox payments',
      description:
        'Stripe secret key. When set, payments go through Stripe (needs STRIPE_PUBLISHABLE_KEY); else the sandbox provider.',
      expected: 'a Stripe secret or restricted key (sk_... or rk_...)',
      secret: true,
    }),
  ),
  STRIPE_WEBHOOK_SECRET: Type.Optional(
    Type.String({
      pattern: '^whsec_\\w+$',
      defaultText: 'unset: `POST /webhooks/stripe` answers 503',
      description:
        'Signing secret of the Stripe webhook endpoint (`/api/merchant/webhooks/stripe`); each event is verified with it.',
      expected: 'a Stripe webhook signing secret (whsec_...)',
      secret: true,
    }),
  ),
  JWT_SECRET: Type.Optional(
    Type.String({
      minLength: 32,
      defaultText:
        'unset: a random secret kept in `DATA_DIR/jwt-secret` (a new one per start under test)',
      description:
        'Key that signs access tokens (HS256). Set the same value on every API process behind one load balancer.',
      expected: 'at least 32 characters',
      secret: true,
    }),
  ),
  ACCESS_TOKEN_TTL_SECONDS: Type.Integer({
    minimum: 60,
    maximum: 86_400,
    default: 900,
    description: 'Lifetime of an access token in seconds. Refresh tokens end 24 h after sign-in.',
    expected: 'a whole number from 60 to 86400',
  }),
  DATABASE_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 60_000,
    default: 1_000,
    description:
      'PostgreSQL: how long a request waits for a connection, an answer or a statement before it answers 503. Raise it only for tests on an overloaded machine.',
    expected: 'a whole number of milliseconds from 100 to 60000',
  }),
  PASSWORD_HASH_COST: Type.Integer({
    minimum: 10,
    maximum: 20,
    default: 17,
    description:
      'scrypt cost as log2(N): 17 means N=131072 (about 0.4 s per hash). Lower it only for tests.',
    expected: 'a whole number from 10 to 20',
  }),
  RATE_LIMIT_MULTIPLIER: Type.Integer({
    minimum: 1,
    maximum: 10_000,
    default: 1,
    description:
      'Multiplies every per-route rate limit (login, register, codes). Raise it for browser tests that sign in many times.',
    expected: 'a whole number from 1 to 10000',
  }),
  REDIS_URL: Type.Optional(
    Type.String({
      pattern: '^rediss?://.+$',
      defaultText: 'unset: limits counted in memory, per process',
      description: 'Redis that keeps rate-limit counters, shared by every API process.',
      expected: 'a redis:// or rediss:// URL',
      secret: true,
    }),
  ),
  TRUST_PROXY: Type.Optional(
    Type.String({
      pattern: '^[0-9A-Fa-f.:/]+(\\s*,\\s*[0-9A-Fa-f.:/]+)*$',
      maxLength: 1000,
      defaultText: 'unset: the address of the connection is the client',
      description:
        'Addresses or CIDR ranges of the load balancers in front of the API (`127.0.0.1,10.0.0.0/8`). Their `X-Forwarded-For` names the client, for rate limits and logs.',
      expected: 'comma-separated IP addresses or CIDR ranges',
    }),
  ),
  SMTP_URL: Type.Optional(
    Type.String({
      pattern: '^smtps?://.+$',
      defaultText: 'unset: emails go to the outbox table (`GET /dev/outbox` outside production)',
      description: 'SMTP server that delivers emails (`smtps://user:pass@smtp.example.com:465`).',
      expected: 'an smtp:// or smtps:// URL',
      secret: true,
    }),
  ),
  SMTP_FROM: Type.String({
    minLength: 3,
    default: 'QRewards <no-reply@qrewards.app>',
    description: 'Sender of every email.',
    expected: 'an address such as `QRewards <no-reply@example.com>`',
  }),
  JOB_RETRY_DELAY_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 3_600,
    default: 5,
    description:
      'Background jobs (emails, Stripe events, live-event retries): first retry after 1 to 2 times this many seconds, each later one twice as long; 5 retries.',
    expected: 'a whole number of seconds from 1 to 3600',
  }),
  JOB_TIMEOUT_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 3_600,
    default: 60,
    description:
      'A background job still running after this long (its process was killed) is tried again by another process. Keep it above the slowest send (SMTP: 30 s).',
    expected: 'a whole number of seconds from 1 to 3600',
  }),
  ADMIN_EMAIL: Type.Optional(
    Type.String({
      pattern: '^[^\\s@]+@[^\\s@]+$',
      defaultText: 'unset: `admin@qrewards.local` with a random password, logged once',
      description:
        'Email of the admin account created at start when no admin exists (needs ADMIN_PASSWORD).',
      expected: 'an email address',
    }),
  ),
  ADMIN_PASSWORD: Type.Optional(
    Type.String({
      minLength: 8,
      maxLength: 128,
      defaultText: 'unset',
      description: 'Password of that admin account: 8 to 128 characters with a letter and a digit.',
      expected: '8 to 128 characters with a letter and a digit',
      secret: true,
    }),
  ),
  S3_BUCKET: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
      defaultText: 'unset: uploads go to `DATA_DIR/uploads`',
      description:
        'Bucket of S3-compatible storage that keeps uploads (avatars, logos); the API still serves them at `/uploads/` (needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY).',
      expected: 'a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    }),
  ),
  S3_ENDPOINT: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s]+$',
      defaultText: "unset: AWS S3's endpoint for S3_REGION",
      description:
        'Address of an S3-compatible service (MinIO, Ceph, Cloudflare R2, ...), e.g. `http://minio:9000`.',
      expected: 'an http:// or https:// URL',
    }),
  ),
  S3_REGION: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9-]+$',
      defaultText: '`us-east-1`',
      description: 'Region of the bucket (requests are signed for it).',
      expected: 'a region name such as us-east-1',
    }),
  ),
  S3_ACCESS_KEY_ID: Type.Optional(
    Type.String({
      minLength: 1,
      defaultText: 'unset',
      description: 'Access key id of the storage account (needs S3_BUCKET).',
      expected: 'an access key id',
      secret: true,
    }),
  ),
  S3_SECRET_ACCESS_KEY: Type.Optional(
    Type.String({
      minLength: 1,
      defaultText: 'unset',
      description: 'Secret access key of the storage account (needs S3_BUCKET).',
      expected: 'a secret access key',
      secret: true,
    }),
  ),
  S3_FORCE_PATH_STYLE: Type.Union([Type.Literal('true'), Type.Literal('false')], {
    default: 'false',
    description:
      '`true` addresses objects as `ENDPOINT/bucket/key` instead of `bucket.ENDPOINT/key`: most self-hosted services (MinIO) need it.',
    expected: 'true or false',
  }),
  VAPID_PUBLIC_KEY: Type.Optional(
    Type.String({
      // 65 bytes (an uncompressed P-256 point, first byte 4) in unpadded base64url.
      pattern: '^B[A-Za-z0-9_-]{86}$',
      defaultText: 'unset: a key pair made on first start and kept in the database',
      description:
        'Web push: the VAPID public key (`npx web-push generate-vapid-keys`); needs VAPID_PRIVATE_KEY and VAPID_SUBJECT.',
      expected: 'the public key printed by `npx web-push generate-vapid-keys` (87 characters)',
    }),
  ),
  VAPID_PRIVATE_KEY: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{43}$',
      defaultText: 'unset',
      description: 'Web push: the VAPID private key of that pair.',
      expected: 'the private key printed by `npx web-push generate-vapid-keys` (43 characters)',
      secret: true,
    }),
  ),
  VAPID_SUBJECT: Type.Optional(
    Type.String({
      pattern: '^(mailto:[^\\s@]+@[^\\s@]+|https://[^\\s/]+\\.[^\\s]+)$',
      maxLength: 500,
      defaultText: 'unset: `mailto:` the address of SMTP_FROM',
      description:
        'Web push: how push services reach the sender (`mailto:ops@example.com` or `https://example.com`).',
      expected: 'a mailto: address or an https:// URL',
    }),
  ),
  APPLE_PASS_TYPE_ID: Type.Optional(
    Type.String({
      pattern: '^pass\\.[A-Za-z0-9.-]+$',
      maxLength: 200,
      defaultText: 'unset: no "Add to Apple Wallet"',
      description:
        'Apple Wallet: the Pass Type ID (`pass.com.example.rewards`); needs APPLE_TEAM_ID, APPLE_PASS_CERTIFICATE, APPLE_PASS_KEY and APPLE_WWDR_CERTIFICATE.',
      expected: 'a Pass Type ID starting with pass.',
    }),
  ),
  APPLE_TEAM_ID: Type.Optional(
    Type.String({
      pattern: '^[A-Z0-9]{10}$',
      defaultText: 'unset',
      description: "Apple Wallet: the developer account's Team ID.",
      expected: 'ten capital letters and digits',
    }),
  ),
  APPLE_PASS_CERTIFICATE: Type.Optional(
    Type.String({
      pattern: '-----BEGIN CERTIFICATE-----',
      defaultText: 'unset',
      description:
        'Apple Wallet: the Pass Type ID certificate, PEM (newlines may be written `\\n`); it signs passes and is the client certificate of their pushes.',
      expected: 'a PEM certificate',
    }),
  ),
  APPLE_PASS_KEY: Type.Optional(
    Type.String({
      pattern: '-----BEGIN [A-Z ]*PRIVATE KEY-----',
      defaultText: 'unset',
      description: "Apple Wallet: that certificate's private key, PEM.",
      expected: 'a PEM private key',
      secret: true,
    }),
  ),
  APPLE_PASS_KEY_PASSPHRASE: Type.Optional(
    Type.String({
      defaultText: 'unset: the key is not encrypted',
      description: 'Apple Wallet: the passphrase of APPLE_PASS_KEY, when it is encrypted.',
      expected: 'a passphrase',
      secret: true,
    }),
  ),
  APPLE_WWDR_CERTIFICATE: Type.Optional(
    Type.String({
      pattern: '-----BEGIN CERTIFICATE-----',
      defaultText: 'unset',
      description:
        "Apple Wallet: Apple's Worldwide Developer Relations intermediate certificate (G4), PEM.",
      expected: 'a PEM certificate',
    }),
  ),
  APNS_ORIGIN: Type.String({
    pattern: '^https?://[^\\s/]+$',
    default: 'https://api.push.apple.com',
    description:
      "Apple Wallet: where pass updates are pushed (APNs over HTTP/2); a stand-in's address in tests.",
    expected: 'an http(s):// origin without a path',
  }),
  APNS_CA_CERTIFICATE: Type.Optional(
    Type.String({
      pattern: '-----BEGIN CERTIFICATE-----',
      defaultText: "unset: the system's certificate authorities",
      description:
        'Apple Wallet: an extra certificate authority to trust at APNS_ORIGIN, PEM (for a stand-in).',
      expected: 'a PEM certificate',
    }),
  ),
  GOOGLE_WALLET_ISSUER_ID: Type.Optional(
    Type.String({
      pattern: '^[0-9]{6,25}$',
      defaultText: 'unset: no "Save to Google Wallet"',
      description:
        "Google Wallet: the issuer id of the Wallet console's account; needs GOOGLE_WALLET_SERVICE_ACCOUNT.",
      expected: 'the issuer id, digits only',
    }),
  ),
  GOOGLE_WALLET_SERVICE_ACCOUNT: Type.Optional(
    Type.String({
      pattern: '^\\s*\\{',
      defaultText: 'unset',
      description:
        "Google Wallet: the service account's JSON key (its `client_email`, `private_key` and `token_uri`), as downloaded.",
      expected: "a service account's JSON key",
      secret: true,
    }),
  ),
  GOOGLE_WALLET_API_ORIGIN: Type.String({
    pattern: '^https?://[^\\s/]+$',
    default: 'https://walletobjects.googleapis.com',
    description: "Google Wallet: the REST API's origin; a stand-in's address in tests.",
    expected: 'an http(s):// origin without a path',
  }),
  GOOGLE_WALLET_SAVE_ORIGIN: Type.String({
    pattern: '^https?://[^\\s/]+$',
    default: 'https://pay.google.com',
    description: 'Google Wallet: the origin of "Save to Google Wallet" links (`/gp/v/save/<jwt>`).',
    expected: 'an http(s):// origin without a path',
  }),
});

export type EnvValues = Static<typeof EnvSchema>;
export type EnvName = keyof EnvValues;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface EnvVariableDoc {
  name: EnvName;
  description: string;
  default: string;
}

/** The variables as rows of documentation: the source of the README / docs/api.md table. */
export const ENV_VARIABLES: EnvVariableDoc[] = Object.entries(EnvSchema.properties).map(
  ([name, schema]) => ({
    name: name as EnvName,
    description: String(schema.description),
    default:
      schema.default === undefined ? String(schema.defaultText) : `\`${String(schema.default)}\``,
  }),
);
