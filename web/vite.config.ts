import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The Cloud Function is named `api` and runs in this region (functions/src/index.ts). */
const FUNCTIONS_REGION = 'asia-northeast3';
const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001';

/**
 * reactfire's single bundle imports every Firebase SDK it has hooks for, and those SDKs register
 * themselves as a side effect on import, so none of them can be tree-shaken: without this the
 * entry chunk carries Firestore, Realtime Database, Storage, Functions and Remote Config
 * (~480 kB minified, ~145 kB gzip) that the app never uses. Only reactfire's own imports are redirected to stubs
 * that throw if called; app code importing e.g. 'firebase/messaging' is untouched. Should the web
 * app ever use one of these through reactfire, remove it here. If reactfire starts importing a
 * name not listed, the build fails loudly ("… is not exported by …").
 */
const REACTFIRE_UNUSED_SDKS: Record<string, readonly string[]> = {
  'firebase/database': [
    'get',
    'off',
    'onChildAdded',
    'onChildChanged',
    'onChildMoved',
    'onChildRemoved',
    'onValue',
  ],
  'firebase/firestore': ['onSnapshot', 'queryEqual'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': [
    'ensureInitialized',
    'getAll',
    'getBoolean',
    'getNumber',
    'getString',
    'getValue',
  ],
  'firebase/storage': ['getDownloadURL', 'ref'],
};
const STUB_PREFIX = '\0reactfire-unused-sdk:';

function stubReactfireUnusedSdks(): Plugin {
  return {
    name: 'settle:stub-reactfire-unused-sdks',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        importer &&
        /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer) &&
        source in REACTFIRE_UNUSED_SDKS
      ) {
        return STUB_PREFIX + source;
      }
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const sdk = id.slice(STUB_PREFIX.length);
      const names = REACTFIRE_UNUSED_SDKS[sdk] ?? [];
      const fail = `() => { throw new Error('${sdk} is not bundled: see stubReactfireUnusedSdks in vite.config.ts'); }`;
      return names.map((name) => `export const ${name} = ${fail};`).join('\n');
    },
  };
}

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
      stubReactfireUnusedSdks(),
      react(),
      VitePWA({
        // Registered by src/lib/register-service-worker.ts (production builds only).
        injectRegister: false,
        registerType: 'prompt',
        filename: 'pwa-sw.js',
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
        workbox: {
          globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
          navigateFallback: '/index.html',
          // API responses are per user and must never be served from the service worker:
          // no navigation fallback and, deliberately, no runtimeCaching entry for /api.
          navigateFallbackDenylist: [/^\/api\//],
          cleanupOutdatedCaches: true,
          // The Korean face comes in ~100 unicode-range slices per weight; precaching them all
          // would cost megabytes. A slice is cached the first time a page needs it instead, so
          // text already seen renders in the same font offline. Hashed names: never stale.
          runtimeCaching: [
            {
              urlPattern: /\/assets\/[^/]+\.woff2$/,
              handler: 'CacheFirst',
              options: {
                cacheName: 'fonts',
                expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 365 },
              },
            },
          ],
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
