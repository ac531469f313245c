// Part of `npm run build:spa`: renders the landing page to HTML at build time, so its words and
// styles arrive with the first response instead of after the JavaScript (Lighthouse mobile budget,
// docs/performance.md). Writes:
//   dist/index.html  the landing page, prerendered; the browser hydrates it
//   dist/app.html    the empty shell the server answers for every other client-side route
//   dist/spa-routes.json  the page paths the server answers with the SPA (src/app/pagePaths.ts)
import './prerenderQuietStorage';
import { readFileSync, writeFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { AppProviders } from '../src/app/AppProviders';
import { SHELLS_ID } from '../src/lib/shellHandOver';
import { navLinks } from '../src/app/navigation';
import { MobileMenu } from '../src/components/layout/MobileMenu';
import { LoginModal } from '../src/features/auth/LoginModal';
import { PAGE_PATHS } from '../src/app/pagePaths';
import { AppRoutes } from '../src/app/router';
import { setupStore } from '../src/shared/store';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '../src/theme/theme';

const dist = path.resolve(__dirname, '..', 'dist');
// html-webpack-plugin minifies the template, so the quotes around "root" may be gone.
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
// The shell's "Loading..." for an empty root (public/index.html): the landing page's root is full.
const SHELL_LOADER = /<div id="?shell-loading"?[^>]*><div><\/div><p>Loading\.\.\.(<\/p>)?<\/div>/;

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!ROOT_ELEMENT.test(template)) {
  throw new Error('dist/index.html has no empty root element: was it prerendered already?');
}
if (!SHELL_LOADER.test(template)) {
  throw new Error('dist/index.html has no #shell-loading element as public/index.html writes it.');
}

// The same key as the browser's default emotion cache, so hydration reuses these style tags.
const cache = createCache({ key: 'css' });
const emotion = createEmotionServer(cache);

const nothing = () => undefined;

const shell = `#${SHELLS_ID}`;
const field = `${shell} .MuiFormControl-root`;
/**
 * What MUI does by state and a shell does by CSS. A modal's first frame is transparent, to fade it
 * in: a shell shows it as it ends. A field's label moves onto its outline when the field has the
 * focus or a value (`data-filled`, set by src/app/landingShells.ts), and a focused field is drawn
 * in the primary colour: MUI's own values for an outlined field.
 */
const SHELL_STYLES = `
${shell} .MuiBackdrop-root, ${shell} .MuiDialog-container { opacity: 1 !important; }
${field}:is(:focus-within, [data-filled]) .MuiInputLabel-root {
  transform: translate(14px, -9px) scale(0.75); max-width: calc(133% - 32px);
}
${field}:is(:focus-within, [data-filled]) legend { max-width: 100%; }
${field}:focus-within .MuiInputLabel-root { color: var(--mui-palette-primary-main); }
${field}:focus-within .MuiOutlinedInput-notchedOutline {
  border-color: var(--mui-palette-primary-main); border-width: 2px;
}`;

/**
 * The login dialog and the phone menu as the signed-out landing page opens them, hidden, outside
 * the app's root: the start-up script shows them at the first tap, before the app has started,
 * and the app opens its own in their place (src/app/landingShells.ts). MUI draws a modal's first
 * frame transparent, to fade it in: in a shell it is shown as it ends.
 */
function LandingShells() {
  const links = navLinks(null, { counter: false });
  return (
    <div id={SHELLS_ID}>
      <style>{SHELL_STYLES}</style>
      <div data-shell="login" hidden>
        <LoginModal open onClose={nothing} disablePortal />
      </div>
      <div data-shell="menu" hidden>
        <MobileMenu
          open
          onClose={nothing}
          home={links.home}
          items={[...links.sections, ...links.account]}
          actions={{ signIn: nothing, logout: nothing }}
          disablePortal
        />
      </div>
    </div>
  );
}

/**
 * The shells' script (src/app/landingShells.ts) is a chunk the start-up script imports on the
 * landing page only: the page's HTML asks for it at once, beside the start-up script, so it is
 * there when that script runs.
 */
function shellsPreload(): string {
  const groups = JSON.parse(
    readFileSync(path.join(dist, 'static', 'chunk-groups.json'), 'utf8'),
  ) as Record<string, string[]>;
  const files = groups['landing-shells'];
  if (!files?.length)
    throw new Error('dist/static/chunk-groups.json has no "landing-shells" group.');
  return files.map((file) => `<link rel="preload" as="script" href="/${file}">`).join('');
}

/** What the app renders inside, at the landing page's address, with styles collected in `cache`. */
const atLanding = (children: ReactNode) => (
  <CacheProvider value={cache}>
    <AppProviders store={setupStore()}>
      <StaticRouter location="/">{children}</StaticRouter>
    </AppProviders>
  </CacheProvider>
);

async function main() {
  // prerender (not renderToString) waits for the lazily loaded parts, so the whole page is in the HTML
  // and hydration finds every Suspense boundary complete.
  const { prelude } = await prerenderToNodeStream(atLanding(<AppRoutes />));
  const body = await text(prelude);
  // React puts the preloads of the images it meets before the markup: the page's own already has
  // them (the logo), so the shells' are left out.
  const shells = renderToString(atLanding(<LandingShells />)).replace(/^(<link [^>]*>)+/, '');
  const styles = emotion.constructStyleTagsFromChunks(
    emotion.extractCriticalToChunks(`${body}${shells}`),
  );
  // Sets the colour scheme before the first paint (stored choice, else the system's); the server
  // allows this inline script by its hash in the Content-Security-Policy.
  const colorSchemeScript = renderToString(
    <InitColorSchemeScript
      attribute={COLOR_SCHEME_ATTRIBUTE}
      modeStorageKey={MODE_STORAGE_KEY}
      defaultMode="system"
    />,
  );

  writeFileSync(path.join(dist, 'app.html'), template);
  writeFileSync(path.join(dist, 'spa-routes.json'), JSON.stringify(PAGE_PATHS));
  writeFileSync(
    path.join(dist, 'index.html'),
    template
      .replace('</head>', `${shellsPreload()}${colorSchemeScript}${styles}</head>`)
      .replace(ROOT_ELEMENT, `<div id="root">${body}</div>${shells}`)
      .replace(SHELL_LOADER, ''),
  );
  console.log(`prerendered the landing page: ${(body.length / 1024).toFixed(1)} kB of HTML`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
