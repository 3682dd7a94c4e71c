import { registerSW } from 'virtual:pwa-register';

/** spec §9: look for a new service worker every 5 s. */
const UPDATE_POLL_MS = 5_000;

/**
 * Registers the service worker (production builds only; main.tsx loads this lazily). spec §4:
 * a new version, once installed, is told to skip waiting and the page reloads when it takes
 * control; a SW_UPDATED message also reloads, once. Failures are logged only (spec §8).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;

  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };

  // A new version took control of this page: its skip-waiting was asked by this tab or by
  // another one. registerSW reloads on workbox-window's `controlling` only after this tab saw
  // the new version waiting, which workbox-window does not report for an update it judges
  // "external" (another tab's check found it, or it came over a minute after this page
  // registered); this page then kept running the old build. The browser's own event sees every
  // takeover. A page no worker controlled at load is handled in followUpdates.
  const wasControlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (wasControlled) reloadOnce();
  });

  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      void updateServiceWorker(true);
    },
    onRegisteredSW(_swUrl, registration) {
      if (!registration) return;
      followUpdates(registration, reloadOnce);
      window.setInterval(() => {
        // A new version waiting for a skip-waiting nobody sent (its `installed` came before any
        // open tab followed it): ask again, every poll, until it takes over.
        if (registration.waiting && registration.active) skipWaiting(registration.waiting);
        if (registration.installing || !navigator.onLine) return;
        registration.update().catch((error: unknown) => {
          console.warn('sw.update-check-failed', error);
        });
      }, UPDATE_POLL_MS);
    },
    onRegisterError(error: unknown) {
      console.error('sw.register-failed', error);
    },
  });

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    const isUpdate =
      typeof data === 'object' && data !== null && 'type' in data && data.type === 'SW_UPDATED';
    if (isUpdate) reloadOnce();
  });
}

/**
 * Follows every new version this registration finds, whichever tab's update check found it
 * (workbox-window stops following updates it judges "external", and a page then waited for a
 * takeover nobody asked for): once installed it is asked to skip waiting (spec §4, the message
 * workbox-window sends); controlled pages then reload on `controllerchange` (above). A page no
 * worker controls (the first visit: the first worker activates after the page loaded, and the
 * worker does not claim open pages) sees no takeover, so it reloads when the update reaches
 * `activated` (spec §4: "once it has activated or taken control").
 */
function followUpdates(registration: ServiceWorkerRegistration, reload: () => void): void {
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    // The first install replaces nothing: no skip-waiting, no reload.
    if (!worker || registration.active === null) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') skipWaiting(worker);
      if (worker.state === 'activated' && navigator.serviceWorker.controller === null) reload();
    });
  });
}

/** spec §4: the message workbox-window sends, which the worker answers with skipWaiting(). */
function skipWaiting(worker: ServiceWorker): void {
  worker.postMessage({ type: 'SKIP_WAITING' });
}
