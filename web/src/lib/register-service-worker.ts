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

  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      void updateServiceWorker(true);
    },
    onRegisteredSW(_swUrl, registration) {
      if (!registration) return;
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

  let reloading = false;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    const isUpdate =
      typeof data === 'object' && data !== null && 'type' in data && data.type === 'SW_UPDATED';
    if (isUpdate && !reloading) {
      reloading = true;
      window.location.reload();
    }
  });
}
