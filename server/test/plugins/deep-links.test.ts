import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../src/app';
import { build } from '../helper';

const LANDING_HTML = '<!doctype html><title>QRewards</title><div id="root"><h1>Landing</h1></div>';
const SHELL_HTML = '<!doctype html><title>QRewards</title><div id="root"></div>';
const PAGES = ['/', '/privacy-policy', '/stores', '/stores/:storeId', '/merchant/verify-email'];

/**
 * Links to the SPA's pages work for anything that follows a link, not only for browsers: uptime
 * monitors, link checkers and crawlers send `Accept: *` + `/*` or nothing (docs/architecture.md,
 * "Deep links"). Unknown paths are a real 404, never a soft 200.
 */
describe('deep links', () => {
  let staticDir: string;
  let app: App;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'qrewards-deep-links-'));
    writeFileSync(path.join(staticDir, 'index.html'), LANDING_HTML);
    writeFileSync(path.join(staticDir, 'app.html'), SHELL_HTML);
    writeFileSync(path.join(staticDir, 'spa-routes.json'), JSON.stringify(PAGES));
    app = await build({ STATIC_DIR: staticDir });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['/privacy-policy', '*/*'],
    ['/privacy-policy', undefined],
    ['/privacy-policy', 'text/html,application/xhtml+xml'],
    ['/privacy-policy/', '*/*'],
    ['/stores/5f0c9a52-1111-4222-8333-444455556666', '*/*'],
    ['/merchant/verify-email?next=%2Fdashboard', 'application/json'],
  ])('answers the page %s with 200 and the shell (Accept: %s)', async (url, accept) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: accept ? { accept } : {},
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(SHELL_HTML);
  });

  it('answers HEAD for a page with 200', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/stores' });

    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown path a browser asks for with 404 and the shell (its not-found page)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });

    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(SHELL_HTML);
  });

  it.each([
    ['/no-such-page', '*/*'],
    ['/stores/1/extra', '*/*'],
    ['/static/js/gone.3f9a1c2b.js', '*/*'],
  ])('answers %s with a JSON 404 to a client that does not ask for HTML', async (url, accept) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
