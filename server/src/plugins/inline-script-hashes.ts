import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The prerendered index.html carries one inline script (MUI's colour-scheme init, which must run
// before the first paint). The CSP allows exactly the inline scripts of the build, by hash.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP sources (`'sha256-…'`) for every inline script of STATIC_DIR/index.html. */
export function inlineScriptHashes(staticDir: string): string[] {
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}
