import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { App } from '../../src/app';
import { cacheControlFor } from '../../src/plugins/spa';
import { build } from '../helper';

const INDEX_HTML = '<!doctype html><title>QRewards</title><div id="root"></div>';
const BUNDLE = `console.log(${JSON.stringify('stamp '.repeat(2_000))});`;
const SERVICE_WORKER = `self.__precache = ${JSON.stringify(['/app.html'])};`;
const MANIFEST = JSON.stringify({ name: 'QRewards', start_url: '/dashboard' });

describe('the SPA build', () => {
  let staticDir: string;
  let app: App;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'qrewards-spa-'));
    mkdirSync(path.join(staticDir, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(staticDir, 'static', 'js', 'main.3f9a1c2b.js'), BUNDLE);
    writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(path.join(staticDir, 'sw.js'), SERVICE_WORKER);
    writeFileSync(path.join(staticDir, 'sw.js.gz'), gzipSync(SERVICE_WORKER));
    writeFileSync(path.join(staticDir, 'manifest.json'), MANIFEST);
    app = await build({ STATIC_DIR: staticDir });
  });

  afterAll(async () => {
    await app.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers a client-side route with index.html, never cached', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/merchant/stores/42?tab=branches',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves / as index.html', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves a hashed bundle gzipped and cached for a year', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/static/js/main.3f9a1c2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  // A stale worker would keep serving an old release: docs/architecture.md, "The service worker".
  it.each([{ encoding: 'identity' }, { encoding: 'gzip' }])(
    'serves the service worker as JavaScript, revalidated every time ($encoding)',
    async ({ encoding }) => {
      const response = await app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the web app manifest with its own type, revalidated every time', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.json' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ name: 'QRewards', start_url: '/dashboard' });
  });

  it('keeps unhashed files revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('without a build', () => {
  it('serves a page that says to run npm run build', async () => {
    const app = await build();
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html' },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('npm run build');
    } finally {
      await app.close();
    }
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['static/js/main.js', 'public, max-age=31536000, immutable'],
    ['main.3f9a1c2b.js', 'public, max-age=31536000, immutable'],
    ['main.3f9a1c2b.js.br', 'public, max-age=31536000, immutable'],
    ['vendors-d41d8cd98f00b204.css', 'public, max-age=31536000, immutable'],
    ['index.html', 'no-cache'],
    ['index.html.gz', 'no-cache'],
    ['favicon.ico', 'no-cache'],
    ['manifest.json', 'no-cache'],
    ['sw.js', 'no-cache'],
    ['sw.js.gz', 'no-cache'],
    ['icons/icon-512.png', 'no-cache'],
    ['robots.txt', 'no-cache'],
  ])('%s gets %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
