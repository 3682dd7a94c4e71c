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

  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      void updateServiceWorker(true);
    },
    onRegisteredSW(_swUrl, registration) {
      if (!registration) return;
      reloadWhenUncontrolledPageIsUpdated(registration, reloadOnce);
      window.setInterval(() => {
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
 * A page that no worker controls (the first visit: the first worker activates after the page
 * loaded, and the worker does not claim open pages) never sees `waiting` or `controlling`,
 * because a new version then activates at once. spec §4 says the app reloads once the new
 * version "has activated or taken control": for such a page, reload when an update (a worker
 * found while another was already active) reaches `activated`. Controlled pages keep the
 * skip-waiting → controlling path above.
 */
function reloadWhenUncontrolledPageIsUpdated(
  registration: ServiceWorkerRegistration,
  reload: () => void,
): void {
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    const isUpdate = registration.active !== null;
    if (!worker || !isUpdate) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated' && navigator.serviceWorker.controller === null) reload();
    });
  });
}
