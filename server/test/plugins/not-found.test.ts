import type { App } from '../../src/app';
import { build } from '../helper';

describe('requests no route takes', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['GET', '/api/merchant/nothing-here?page=2', 'No route GET /api/merchant/nothing-here'],
    ['POST', '/api/merchant/health', 'No route POST /api/merchant/health'],
    ['GET', '/api/v2/stores', 'No route GET /api/v2/stores'],
    ['DELETE', '/stores/1', 'No route DELETE /stores/1'],
  ] as const)('%s %s answers a JSON 404', async (method, url, message) => {
    const response = await app.inject({ method, url, headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message });
  });

  it('answers a missing script with a 404, not with the SPA', async () => {
    const response = await app.inject({ method: 'GET', url: '/static/js/gone.js' });

    expect(response.statusCode).toBe(404);
  });
});
