/**
 * The app's service worker, served at /pwa-sw.js with scope / (vite-plugin-pwa, injectManifest).
 * It is the one worker of the app: the offline app shell and, since push needs worker code of its
 * own, the push messages too.
 *
 * App shell (as the generated worker did before):
 * - precaches the build (HTML, JS, CSS, icons; the list is injected at `self.__WB_MANIFEST`) and
 *   deletes caches of older Workbox versions;
 * - answers navigations with /index.html, except /api: API answers are per person and never come
 *   from the worker (there is deliberately no route for /api at all);
 * - caches font slices on first use (the Korean face comes in ~100 unicode-range slices per
 *   weight; precaching them all would cost megabytes). Hashed names: never stale;
 * - update flow: register-service-worker.ts tells a waiting worker to skip waiting
 *   (`{ type: 'SKIP_WAITING' }`, what workbox-window sends) and reloads when it takes control.
 *   Nothing in the worker sends SW_UPDATED.
 *
 * Push (see push-handlers.ts): notifications in the background, and the click that opens a
 * message's url and tells the open tabs. Production builds use Firebase's worker SDK; builds for
 * the emulators never load it and never call Google.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { resolveFirebaseSettings } from '../lib/firebase-config';
import { installFcmPush } from './fcm-push';
import { installLocalPush } from './local-push';
import { installNotificationClick } from './push-handlers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));
registerRoute(
  /\/assets\/[^/]+\.woff2$/,
  new CacheFirst({
    cacheName: 'fonts',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 365 })],
  }),
);

// Push listeners must be added while the script first runs (not later, not after an await).
// Ours go first: Firebase's own click handler only takes notifications Firebase showed itself.
installNotificationClick(self);
const firebase = resolveFirebaseSettings(import.meta.env);
if (firebase.useEmulators) installLocalPush(self);
else installFcmPush(self, firebase.options);
