import type { App } from '../../../src/app';
import { build } from '../../helper';

describe('system routes', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });

  afterAll(async () => {
    await app.close();
  });

  it('GET /health answers ok with the uptime', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', uptime_seconds: expect.any(Number) },
    });
  });

  it('GET /ready answers ready with the kind of database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/ready' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        status: 'ready',
        database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      },
    });
  });

  it('GET /config says sandbox payments when no Stripe key is set', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/config' });

    expect(response.json()).toEqual({
      success: true,
      data: {
        payment_provider: 'sandbox',
        stripe_publishable_key: null,
        environment: 'test',
        // No wallet settings here: no wallet buttons (docs/product.md, "Wallet passes").
        wallets: { apple: false, google: false },
      },
    });
  });
});

describe('GET /config with Stripe keys', () => {
  it('says stripe and hands out the publishable key, never the secret one', async () => {
    const app = await build({
      STRIPE_SECRET_KEY: 'sk_test_secret123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_public123',
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/merchant/config' });

      expect(response.json()).toEqual({
        success: true,
        data: {
          payment_provider: 'stripe',
          stripe_publishable_key: 'pk_test_public123',
          environment: 'test',
          wallets: { apple: false, google: false },
        },
      });
      expect(response.body).not.toContain('sk_test_secret123');
    } finally {
      await app.close();
    }
  });
});

describe('GET /ready when the database is gone', () => {
  it('answers 503 SERVICE_UNAVAILABLE at once', async () => {
    const app = await build();
    try {
      await app.database.close();
      const started = Date.now();

      const response = await app.inject({ method: 'GET', url: '/api/merchant/ready' });

      expect(Date.now() - started).toBeLessThan(2_500);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is not answering. Please try again shortly.',
      });
    } finally {
      await app.close();
    }
  });
});
