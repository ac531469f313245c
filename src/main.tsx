// The start-up script: small, and free of React, so the prerendered landing page costs the phone
// nothing until the visitor reaches for it (docs/adr/0004-landing-page-starts-on-interaction.md).
import { mayHaveSession } from './app/storedSession';
import { startOnFirstInteraction } from './app/startOnFirstInteraction';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

const appLoader = () => import(/* webpackChunkName: "app-loader" */ './app/loadApp');
const start = () =>
  appLoader()
    .then(({ loadApp }) => loadApp())
    .then(({ bootApp }) => bootApp(container));

const prerenderedLanding = container.hasChildNodes() && window.location.pathname === '/';
if (prerenderedLanding && !mayHaveSession()) {
  startOnFirstInteraction(start);
  // Once the page has loaded and the browser is idle, the app downloads (without running), so it
  // is usually here by the first tap.
  const whenIdle =
    window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  const prefetch = () => whenIdle(() => void appLoader());
  if (document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
} else {
  void start();
}
