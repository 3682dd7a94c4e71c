import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-500.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-700.css';
import '@fontsource/noto-sans-kr/korean-400.css';
import '@fontsource/noto-sans-kr/korean-500.css';
import '@fontsource/noto-sans-kr/korean-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureInstallPrompt } from './lib/install-prompt';
import { dismissLoadingOverlay } from './lib/loading-overlay';
import { installPinchZoomGuard } from './lib/pinch-zoom-guard';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

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
