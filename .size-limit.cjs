// `npm run size`: the landing page's initial JS is every script index.html loads (runtime, vendor,
// main). Reading them from the built index.html keeps the check honest whatever the chunk names are.
const { readFileSync, existsSync } = require('node:fs');

const html = existsSync('dist/index.html') ? readFileSync('dist/index.html', 'utf8') : '';
const initialScripts = [...html.matchAll(/<script[^>]+src="?\/([^"\s>]+\.js)/g)].map(
  (m) => `dist/${m[1]}`,
);
if (initialScripts.length === 0) {
  throw new Error('dist/index.html loads no scripts: run `npm run build:spa` first.');
}

module.exports = [
  {
    name: 'Landing page initial JS (gzip)',
    path: initialScripts,
    gzip: true,
    limit: '150 kB',
  },
  {
    name: 'Every chunk loaded later, together (gzip)',
    path: 'dist/static/js/*.chunk.js',
    gzip: true,
    // All lazy chunks together: forms, XState, Stripe and every page but the landing page.
    limit: '400 kB',
  },
];
