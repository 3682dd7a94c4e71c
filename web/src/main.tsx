import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { dismissLoadingOverlay } from './lib/loading-overlay';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

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
