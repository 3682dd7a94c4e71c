import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-500.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-700.css';
// The sliced faces (~120 unicode-range files of 20–35 kB per weight): a page downloads only the
// slices its characters need. The `korean-*.css` variants are one 540 kB file per weight.
// Two weights: medium (500) text falls back to regular, as CSS font matching does.
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
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
