/// <reference lib="webworker" />
// The service worker (`/sw.js`, built by workbox-webpack-plugin's InjectManifest in
// webpack.config.ts). What it keeps and why is in docs/architecture.md, "The service worker":
// - at install, the empty shell and the scripts the installed app's start URL needs offline
//   (`offlineStartFiles` in webpack.config.ts), so it takes control within seconds of a first visit;
// - any other script of this release the first time a page loads it (names carry their hash);
// - a page (a navigation) always comes from the network, so a deploy shows at once; the kept shell
//   answers only when the network cannot be reached;
// - no API answer is kept: the code pages save what they need themselves (session/savedCode.ts).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { SERVER_OWNED_PATHS, SHELL_URL } from './navigationRules';
import {
  notificationTarget,
  openNotificationUrl,
  readPushMessage,
  showPushMessage,
} from './pushNotifications';

declare const self: ServiceWorkerGlobalScope;

// A new worker takes over at once (docs/architecture.md, "Updates"): pages come from the network
// whichever worker answers, so nothing an open tab shows depends on the worker that was there.
void self.skipWaiting();
clientsClaim();

const kept = self.__WB_MANIFEST;
precacheAndRoute(kept);
// The kept files of earlier releases: their scripts are gone from the server too.
cleanupOutdatedCaches();

// The release is the shell's revision: the scripts a page loaded later are kept per release, and
// an older release's are dropped once this worker takes over.
const LATER_PREFIX = 'qrewards-later-';
const release = kept.find((entry) => typeof entry !== 'string' && entry.url.endsWith(SHELL_URL));
const laterCache = `${LATER_PREFIX}${typeof release === 'object' ? release.revision : 'unknown'}`;
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(LATER_PREFIX) && name !== laterCache)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/static/js/'),
  new CacheFirst({ cacheName: laterCache }),
);

const network = new NetworkOnly();

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        // Offline: the shell of this release, whose scripts are kept with it.
        return (await matchPrecache(SHELL_URL)) ?? Response.error();
      }
    },
    { denylist: SERVER_OWNED_PATHS },
  ),
);

// Web push (docs/architecture.md, "Web push"): every push shows a notification, and a tap opens
// (or focuses) the page it names.
self.addEventListener('push', (event) => {
  event.waitUntil(showPushMessage(self.registration, readPushMessage(event.data)));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationUrl(
      self.clients,
      notificationTarget(event.notification.data, event.action),
      self.location.origin,
    ),
  );
});
