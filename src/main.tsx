// The start-up script: small, and free of React, so the prerendered landing page costs the phone
// nothing until the visitor reaches for it (docs/adr/0004-landing-page-starts-on-interaction.md).
import { mayHaveSession } from './session/storedSession';
import { showStartFailure } from './app/startFailureNotice';
import { startOnFirstInteraction } from './app/startOnFirstInteraction';
import { SHELLS_ID } from './lib/shellHandOver';
import { registerServiceWorker } from './serviceWorker/registerServiceWorker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

const prerenderedLanding = container.hasChildNodes() && window.location.pathname === '/';
const signedOutLanding = prerenderedLanding && !mayHaveSession();
// Sign In, the phone menu and the theme toggle answer at once, before the app has started
// (docs/adr/0005-landing-page-answers-before-the-app.md). Their script is a chunk of its own, which
// only the landing page's HTML preloads (scripts/prerender.tsx), so no other page carries it. If it
// cannot load, those taps wait for the app, as before. Anywhere else the app starts at once, and
// the shells would only repeat its dialogs' ids.
const shells = signedOutLanding
  ? import(/* webpackChunkName: "landing-shells" */ './app/landingShells').then(
      ({ wireLandingShells }) => wireLandingShells(document),
      () => undefined,
    )
  : undefined;
if (!signedOutLanding) document.getElementById(SHELLS_ID)?.remove();

const appLoader = () => import(/* webpackChunkName: "app-loader" */ './app/loadApp');
const start = () =>
  appLoader()
    .then(({ loadApp }) => loadApp())
    .then(({ bootApp }) => bootApp(container))
    .then((app) => shells?.then((wired) => wired?.handOver(app)))
    // The shell's "Loading..." (public/index.html) has done its work once the app is on screen.
    .then(() => document.getElementById('shell-loading')?.remove());

if (signedOutLanding) {
  // The visitor's next interaction starts the app again by itself, so "Try again" only has to
  // close the notice (the click on it is that interaction).
  startOnFirstInteraction(start, document, () => showStartFailure(() => undefined));
  // Once the page has loaded and the browser is idle, the app downloads (without running), so it
  // is usually here by the first tap.
  const whenIdle =
    window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  // A prefetch that fails (offline) is not an error: the first interaction asks again.
  const prefetch = () => whenIdle(() => void appLoader().catch(() => undefined));
  if (document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
} else {
  // Nothing has run yet, so trying again is loading the page again.
  void start().catch(() => showStartFailure(() => window.location.reload()));
}

registerServiceWorker();
