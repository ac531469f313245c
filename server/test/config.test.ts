import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { ENV_VARIABLES } from '../src/config-schema';

describe('loadConfig', () => {
  it('works on a bare machine with the documented defaults', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      env: 'development',
      host: 'localhost',
      port: 3000,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      apiPrefix: '/api/merchant',
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      corsOrigins: undefined,
      paymentProvider: 'sandbox',
    });
    expect(config.staticDir).toBe(path.resolve(__dirname, '..', '..', 'dist'));
  });

  it('reads and converts the variables it is given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://qr:secret@db:5432/qrewards',
      PUBLIC_URL: 'https://qrewards.example/',
      CORS_ORIGIN: 'https://a.example, https://b.example',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
    });

    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      databaseUrl: 'postgres://qr:secret@db:5432/qrewards',
      publicUrl: 'https://qrewards.example',
      corsOrigins: ['https://a.example', 'https://b.example'],
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_live_abc',
    });
  });

  it('keeps logs quiet under test and treats empty values as unset', () => {
    const config = loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: '', PORT: '' });

    expect(config.logLevel).toBe('silent');
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.port).toBe(3000);
  });

  it.each(['abc', '70000', '3.5'])('names PORT when it is %p', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(
      `PORT="${port}" is invalid: expected a whole number from 0 to 65535.`,
    );
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging', API_PREFIX: 'api/' })).toThrow(
      /NODE_ENV="staging" is invalid[\s\S]*API_PREFIX="api\/" is invalid/,
    );
  });

  it('never repeats a secret in its error', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).toThrow(
      'DATABASE_URL is invalid: expected a postgres:// or postgresql:// URL, or memory://.',
    );
  });

  it('refuses a Stripe secret key without its publishable key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set',
    );
  });
});

describe('the account settings', () => {
  it('default to production-strength values', () => {
    expect(loadConfig({})).toMatchObject({
      jwtSecret: undefined,
      accessTokenTtlSeconds: 900,
      passwordHashCost: 17,
      rateLimitMultiplier: 1,
      redisUrl: undefined,
      mailTransport: 'outbox',
      smtpFrom: 'QRewards <no-reply@qrewards.app>',
      adminEmail: undefined,
      adminPassword: undefined,
    });
  });

  it('read SMTP, Redis and the admin account', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://u:p@smtp.example.com:465',
        REDIS_URL: 'redis://127.0.0.1:6379',
        ADMIN_EMAIL: 'Boss@Example.com',
        ADMIN_PASSWORD: 'admin secret 1',
        RATE_LIMIT_MULTIPLIER: '50',
      }),
    ).toMatchObject({
      mailTransport: 'smtp',
      redisUrl: 'redis://127.0.0.1:6379',
      adminEmail: 'boss@example.com',
      rateLimitMultiplier: 50,
    });
  });

  it.each([
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET is invalid: expected at least 32 characters.'],
    [{ PASSWORD_HASH_COST: '30' }, 'PASSWORD_HASH_COST="30" is invalid'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD is required when ADMIN_EMAIL is set.'],
    [{ ADMIN_PASSWORD: 'admin secret 1' }, 'ADMIN_EMAIL is required when ADMIN_PASSWORD is set.'],
    [
      { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'onlyletters' },
      'ADMIN_PASSWORD is invalid: Password must be 8 to 128 characters and contain a letter and a digit.',
    ],
  ])('refuse %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the uploads storage', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'hunter2-secret' };

  it('is the local folder unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads the bucket, its keys and companions', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'qrewards-uploads',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        ...keys,
      }).s3,
    ).toEqual({
      bucket: 'qrewards-uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'hunter2-secret',
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_BUCKET: 'qrewards-uploads' }, 'S3_ACCESS_KEY_ID is required when S3_BUCKET is set.'],
    [
      { S3_BUCKET: 'qrewards-uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      'S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set.',
    ],
    [{ S3_ENDPOINT: 'http://minio:9000', ...keys }, 'S3_BUCKET is required when S3_ENDPOINT'],
    [{ S3_BUCKET: 'Bad_Bucket', ...keys }, 'S3_BUCKET="Bad_Bucket" is invalid'],
    [{ S3_BUCKET: 'qrewards-uploads', S3_FORCE_PATH_STYLE: 'yes', ...keys }, 'S3_FORCE_PATH_STYLE'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never repeats a key in its error', () => {
    expect(() => loadConfig({ S3_REGION: 'eu-west-1', ...keys })).toThrow(
      /^(?![\s\S]*(AKIAEXAMPLE|hunter2))[\s\S]*S3_BUCKET is required/,
    );
  });
});

describe.each(['docs/api.md', 'README.md'])('the environment variable table in %s', (file) => {
  const doc = readFileSync(path.resolve(__dirname, '..', '..', file), 'utf8');

  it.each(ENV_VARIABLES.map((variable) => variable.name))('documents %s', (name) => {
    expect(doc).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
  });

  it('is one table: no blank line splits it (Markdown would render the rest as text)', () => {
    const lines = doc.split('\n');
    const rows = ENV_VARIABLES.map(({ name }) =>
      lines.findIndex((line) => line.startsWith(`| \`${name}\``)),
    );
    const between = lines.slice(Math.min(...rows), Math.max(...rows) + 1);
    expect(between.filter((line) => !line.startsWith('|'))).toEqual([]);
  });
});

describe('.env.example', () => {
  const example = readFileSync(path.resolve(__dirname, '..', '..', '.env.example'), 'utf8');

  it.each(ENV_VARIABLES.map((variable) => variable.name))('lists %s', (name) => {
    expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });
});
