import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../src/app';
import { build } from '../helper';

// The build prerenders the landing page into index.html (with MUI's colour-scheme script inline)
// and keeps the empty template as app.html for every other client-side route (ADR 0003).
const SCRIPT = "(function(){document.documentElement.setAttribute('data-color-scheme','dark')})()";
const LANDING = `<!doctype html><html><head><script>${SCRIPT}</script></head><body><div id="root"><h1>One QR code.</h1></div></body></html>`;
const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

describe('the prerendered landing page and the app shell', () => {
  let staticDir: string;
  let app: App;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'qrewards-prerender-'));
    writeFileSync(path.join(staticDir, 'index.html'), LANDING);
    writeFileSync(path.join(staticDir, 'app.html'), SHELL);
    app = await build({ STATIC_DIR: staticDir });
  });

  afterAll(async () => {
    await app.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers / with the prerendered landing page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('One QR code.');
  });

  it('answers other client-side routes with the empty shell, so they never flash the landing page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL);
  });

  it('allows exactly the inline colour-scheme script in the CSP, by its hash', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/health' });
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
