import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The Cloud Function is named `api` and runs in this region (functions/src/index.ts). */
const FUNCTIONS_REGION = 'asia-northeast3';
const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-settle';

  // Locally `/api/**` goes to the functions emulator, as Hosting's rewrite does in production:
  // /api/users/me → http://127.0.0.1:5001/demo-settle/asia-northeast3/api/users/me
  const apiProxy: Record<string, ProxyOptions> = {
    '/api': {
      target: FUNCTIONS_EMULATOR,
      changeOrigin: true,
      rewrite: (path) => `/${projectId}/${FUNCTIONS_REGION}${path}`,
    },
  };

  return {
    plugins: [
      react(),
      VitePWA({
        // Our own worker (src/service-worker/pwa-sw.ts): the app shell as before, plus push,
        // which needs worker code a generated worker cannot hold. Built by Vite → /pwa-sw.js.
        strategies: 'injectManifest',
        srcDir: 'src/service-worker',
        filename: 'pwa-sw.ts',
        // Registered by src/lib/register-service-worker.ts (production builds only).
        injectRegister: false,
        registerType: 'prompt',
        includeAssets: ['icons/apple-touch-icon-180.png'],
        manifest: {
          name: '정산 서비스',
          short_name: '정산',
          description: '자산 조회, 거래 등록과 정산을 위한 서비스',
          lang: 'ko',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: '#E67E22',
          background_color: '#FFFFFF',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/icons/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        injectManifest: {
          // The app shell. Font slices are cached on first use instead (see the worker).
          globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        },
      }),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy: apiProxy,
    },
    preview: {
      host: '127.0.0.1',
      port: 4173,
      strictPort: true,
      proxy: apiProxy,
    },
  };
});
