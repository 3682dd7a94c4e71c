import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The Cloud Function is named `api` and runs in this region (functions/src/index.ts). */
const FUNCTIONS_REGION = 'asia-northeast3';
const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001';

/**
 * reactfire (4.2.6) is one pre-bundled module (rxfire, rxjs and tslib inlined) that imports every
 * Firebase SDK it has hooks for. Those SDKs register themselves as a side effect on import, so
 * none of them can be tree-shaken: left alone they put Firestore, Realtime Database, Storage,
 * Functions and Remote Config (~480 kB minified, ~145 kB gzip) in the first JS, though the app
 * only calls reactfire's Auth hooks. Only imports made *by reactfire* are redirected, to stubs
 * whose every export throws when called (a stubbed API used later fails loudly, naming this
 * plugin); app code importing e.g. 'firebase/messaging' is untouched. Should the app ever use
 * one of these through reactfire, remove it here. Should reactfire import a name not listed, the
 * build fails ("… is not exported by …").
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
/**
 * reactfire reads React's useSyncExternalStore through the `use-sync-external-store/shim`
 * package (CommonJS, for React < 18), whose production build hands back React's own hook when
 * React has one, as React 19 does. Importing it from React directly is the same function without
 * the CommonJS wrapper.
 */
const REACTFIRE_NATIVE: Record<string, string> = {
  'use-sync-external-store/shim': "export { useSyncExternalStore } from 'react';",
};
const STUB_PREFIX = '\0reactfire-stub:';

export function trimReactfire(): Plugin {
  return {
    name: 'settle:trim-reactfire',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]node_modules[\\/]reactfire[\\/]/.test(importer)) return null;
      return source in REACTFIRE_UNUSED_SDKS || source in REACTFIRE_NATIVE ? STUB_PREFIX + source : null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const source = id.slice(STUB_PREFIX.length);
      const native = REACTFIRE_NATIVE[source];
      if (native !== undefined) return native;
      const fail = `() => { throw new Error('${source} is not bundled: see trimReactfire in web/vite.config.ts'); }`;
      return (REACTFIRE_UNUSED_SDKS[source] ?? [])
        .map((name) => `export const ${name} = ${fail};`)
        .join('\n');
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
      trimReactfire(),
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
    resolve: {
      // react-router-dom 7 only re-exports react-router (and its DOM RouterProvider): both names
      // must reach one copy, or the router context one provides would be missing in the other.
      dedupe: ['react-router'],
    },
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
