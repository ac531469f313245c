// `npm run size`: the budgets of docs/performance.md.
// - The landing page's initial JS is every script index.html loads (the start-up script and
//   webpack's runtime), read from the built index.html so the check holds whatever the names are.
// - What the landing page runs on the visitor's first interaction, and every other page at once,
//   is the `app` chunk group (React, MUI, emotion, Redux, the router and the landing page itself),
//   read from the manifest webpack.config.ts writes. Every other page also needs the route table
//   (the `routes` chunk group), which downloads at the same time and has a budget of its own.
const { readFileSync, readdirSync, existsSync } = require('node:fs');

const needBuild = 'run `npm run build:spa` first';
if (!existsSync('dist/index.html') || !existsSync('dist/static/chunk-groups.json')) {
  throw new Error(`dist/ is missing or out of date: ${needBuild}.`);
}
const html = readFileSync('dist/index.html', 'utf8');
const initialScripts = [...html.matchAll(/<script[^>]+src="?\/([^"\s>]+\.js)/g)].map(
  (m) => `dist/${m[1]}`,
);
if (initialScripts.length === 0) throw new Error(`dist/index.html loads no scripts: ${needBuild}.`);
// The landing page's shells (src/app/landingShells.ts): a chunk only the landing page's HTML
// preloads (scripts/prerender.tsx), part of its initial JS but of no other page's start.
const preloadedScripts = [
  ...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+\.js)"/g),
].map((m) => `dist/${m[1]}`);
if (preloadedScripts.length === 0)
  throw new Error(`dist/index.html preloads no landing-shells script: ${needBuild}.`);
const groups = JSON.parse(readFileSync('dist/static/chunk-groups.json', 'utf8'));
if (!groups.app || !groups['app-loader'])
  throw new Error(
    `dist/static/chunk-groups.json has no "app" or "app-loader" group: ${needBuild}.`,
  );

const appStart = [
  ...new Set([
    ...initialScripts,
    ...[...groups['app-loader'], ...groups.app].map((f) => `dist/${f}`),
  ]),
];
// The merchant dashboard's charts (@mui/x-charts, about 100 kB gzip) load only on a merchant's
// dashboard, after its figures: a budget of their own (docs/performance.md, "Budgets").
if (!groups['analytics-charts'])
  throw new Error(`dist/static/chunk-groups.json has no "analytics-charts" group: ${needBuild}.`);
// The routes of every page but the landing page (src/app/pageRoutes.tsx): a chunk that webpack
// preloads beside the app start's, so the app start does not grow with every page. A page opened
// directly needs it too, downloaded at the same time; the landing page does not. Each page adds
// about 0.03 kB to it.
if (!groups.routes)
  throw new Error(`dist/static/chunk-groups.json has no "routes" group: ${needBuild}.`);
const routeTable = groups.routes.map((f) => `dist/${f}`).filter((file) => !appStart.includes(file));
const charts = groups['analytics-charts']
  .map((f) => `dist/${f}`)
  .filter((file) => !appStart.includes(file));
// libphonenumber-js's metadata loads with the three contact forms only: a chunk and a budget of
// its own (webpack.config.ts, `phoneNumbers`).
const lazyChunks = readdirSync('dist/static/js').filter((file) => file.endsWith('.chunk.js'));
const phoneNumbers = lazyChunks
  .filter((file) => file.startsWith('phone-numbers.'))
  .map((file) => `dist/static/js/${file}`);
if (phoneNumbers.length !== 1)
  throw new Error(`dist/static/js has no phone-numbers chunk: ${needBuild}.`);
const later = lazyChunks
  .map((file) => `dist/static/js/${file}`)
  .filter(
    (file) =>
      !appStart.includes(file) &&
      !preloadedScripts.includes(file) &&
      !routeTable.includes(file) &&
      !charts.includes(file) &&
      !phoneNumbers.includes(file),
  );

module.exports = [
  {
    name: 'Landing page initial JS, the shells included (gzip)',
    path: [...initialScripts, ...preloadedScripts],
    gzip: true,
    limit: '10 kB',
  },
  {
    name: 'App start: what the landing page runs on first interaction (gzip)',
    path: appStart,
    gzip: true,
    // 154 kB until issue 22 took out what nothing on the first screen runs (hoist-non-react-statics,
    // react-router's NavLink and Form) and moved the pages' routes to a chunk of their own (the
    // line below): 150.02 kB. A new page now costs the app start only its chunks' entries in the
    // runtime's chunk map, about 0.01 kB (docs/performance.md, "Budgets"). Handing the landing
    // page's prerendered dialogs over to the app (docs/adr/0005) added 0.5 kB: 150.53 kB here,
    // 150.6 kB in a fresh clone elsewhere on the same machine (the build's paths differ). The goal
    // is 120 kB.
    limit: '151.5 kB',
  },
  {
    name: 'Route table: every other page, loaded beside the app start (gzip)',
    path: routeTable,
    gzip: true,
    limit: '3 kB',
  },
  {
    name: 'Every chunk loaded later, together (gzip)',
    path: later,
    gzip: true,
    // All lazy chunks together but the charts and the phone numbers' metadata: forms, XState,
    // Stripe and every page but the landing page. 400 kB until the screens of exact money and
    // counter rules, 410 kB until the staff, customer list and counter screens, 430 kB until the
    // automations, message choices and notifications; docs/performance.md says why it moved and
    // what would make room.
    limit: '450 kB',
  },
  {
    name: "Phone numbers' metadata, with the contact forms only (gzip)",
    path: phoneNumbers,
    gzip: true,
    limit: '32 kB',
  },
  {
    name: "The merchant dashboard's charts (gzip)",
    path: charts,
    gzip: true,
    limit: '110 kB',
  },
];
