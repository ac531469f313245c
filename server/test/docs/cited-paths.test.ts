import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// The docs describe the code as it is (docs/style.md, "Documents"): every repository path they cite in
// backticks (`server/src/...`, `src/...`, `scripts/...`, `e2e/...`, ...) and every relative link
// must exist, so a moved or deleted file fails here instead of leaving a stale pointer.

const ROOT = join(__dirname, '..', '..', '..');
const CITED = /`((?:server|src|scripts|e2e|docs|public|\.ci)\/[^`\s]+)`/g;
const LINKED = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
/** A pattern, not a file: `src/features/<area>`, `e2e/*.spec.ts`, `src/api/{a,b}.ts`, `${x}`. */
const PLACEHOLDER = /[<>*{}$]/;
/** What `npm run build` writes (and .gitignore keeps out): there only after a build. */
const BUILT = /^(server\/)?dist(\/|$)/;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** `file:line: path` for every path `file` cites that does not exist. */
function missingPaths(file: string): string[] {
  const missing: string[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const where = `${relative(ROOT, file)}:${index + 1}`;
      for (const [, cited = ''] of line.matchAll(CITED)) {
        // `server/src/app.ts:42` or `docs/api.md#auth` name a place in the file.
        const path = cited.replace(/[:#].*$/, '').replace(/[.,;]$/, '');
        if (!PLACEHOLDER.test(path) && !BUILT.test(path) && !existsSync(join(ROOT, path))) {
          missing.push(`${where}: ${cited}`);
        }
      }
      for (const [, linked = ''] of line.matchAll(LINKED)) {
        if (/^[a-z]+:/.test(linked) || PLACEHOLDER.test(linked)) continue;
        if (!existsSync(join(dirname(file), linked))) missing.push(`${where}: (${linked})`);
      }
    });
  return missing;
}

describe('the paths the docs cite', () => {
  const files = [...markdownFiles(join(ROOT, 'docs')), join(ROOT, 'README.md')].filter((file) =>
    existsSync(file),
  );

  it('reads the docs', () => {
    expect(files.map((file) => relative(ROOT, file))).toEqual(
      expect.arrayContaining(['docs/architecture.md', 'docs/style.md']),
    );
  });

  it('all exist', () => {
    expect(files.flatMap(missingPaths)).toEqual([]);
  });
});
