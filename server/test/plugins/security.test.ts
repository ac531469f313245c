import type { App } from '../../src/app';
import { build } from '../helper';

describe('security headers', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });

  afterAll(async () => {
    await app.close();
  });

  it('send a CSP that lets Stripe.js load and frame 3-D Secure', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/health' });
    const csp = String(response.headers['content-security-policy']);

    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("let the SPA register its own service worker and manifest, and no one else's", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/health' });
    const csp = String(response.headers['content-security-policy']);

    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
  });

  it('leave HSTS off outside production', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/health' });

    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('send no CORS headers when CORS_ORIGIN is unset', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/merchant/health',
      headers: { origin: 'https://evil.example' },
    });

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('in production', () => {
  it('pins HTTPS with HSTS and allows the configured origins', async () => {
    const app = await build({ NODE_ENV: 'production', CORS_ORIGIN: 'https://shop.example' });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/merchant/health',
        headers: { origin: 'https://shop.example' },
      });

      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers['access-control-allow-origin']).toBe('https://shop.example');
    } finally {
      await app.close();
    }
  });
});
