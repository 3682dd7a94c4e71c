import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureInstallPrompt } from './lib/install-prompt';
import { dismissLoadingOverlay } from './lib/loading-overlay';
import { installPinchZoomGuard } from './lib/pinch-zoom-guard';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// zod compiles fast object parsers with `new Function` after probing whether eval works; our CSP
// (script-src without 'unsafe-eval') reports that probe as a violation. Jitless parsing is
// plenty fast for form- and response-sized objects and skips the probe. This is what
// `z.config({ jitless: true })` writes; set here on zod's global config object so zod itself
// stays out of the first JS (importing it for `config` cost 4 kB gzip). The app-shell journey
// fails on any CSP violation, so a zod upgrade that renames it is caught.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
// The @font-face rules (≈250 of them, 30 kB) load beside the app instead of as a render-blocking
// stylesheet: the loading overlay paints at once, and text swaps to the web fonts when they come.
void import('./lib/fonts');
captureInstallPrompt();
installPinchZoomGuard();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
dismissLoadingOverlay();

if (import.meta.env.PROD) {
  // Loaded on its own so workbox-window stays out of the entry chunk.
  void import('./lib/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
}
