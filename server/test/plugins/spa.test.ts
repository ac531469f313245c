import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { App } from '../../src/app';
import { cacheControlFor } from '../../src/plugins/spa';
import { build } from '../helper';

const INDEX_HTML = '<!doctype html><title>QRewards</title><div id="root"></div>';
const BUNDLE = `console.log(${JSON.stringify('stamp '.repeat(2_000))});`;

describe('the SPA build', () => {
  let staticDir: string;
  let app: App;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'qrewards-spa-'));
    mkdirSync(path.join(staticDir, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(staticDir, 'static', 'js', 'main.3f9a1c2b.js'), BUNDLE);
    writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *\n');
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
    ['robots.txt', 'no-cache'],
  ])('%s gets %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
