/// <reference lib="webworker" />
// The service worker (`/sw.js`, built by workbox-webpack-plugin's InjectManifest in
// webpack.config.ts). What it keeps and why is in docs/architecture.md, "The service worker":
// - every content-hashed file of the build, and the empty shell, are kept for offline use;
// - a page (a navigation) always comes from the network, so a deploy shows at once; the kept shell
//   answers only when the network cannot be reached;
// - no API answer is kept: the customer's code page saves what it needs itself (features/myCode).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { SERVER_OWNED_PATHS, SHELL_URL } from './navigationRules';

declare const self: ServiceWorkerGlobalScope;

// A new worker takes over at once (docs/architecture.md, "Updates"): pages come from the network
// whichever worker answers, so nothing an open tab shows depends on the worker that was there.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
// The kept files of earlier releases: their scripts are gone from the server too.
cleanupOutdatedCaches();

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
