import type { App } from '../../src/app';
import { build } from '../helper';

describe('API documentation', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });

  afterAll(async () => {
    await app.close();
  });

  it('publishes the OpenAPI document with every system route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/docs/json' });
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();

    expect(response.statusCode).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/merchant/health',
        '/api/merchant/ready',
        '/api/merchant/config',
      ]),
    );
  });

  it('serves the viewer under the same CSP as the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/docs' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
