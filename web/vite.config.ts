import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The Cloud Function is named `api` and runs in this region (functions/src/index.ts). */
const FUNCTIONS_REGION = 'asia-northeast3';
const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001';

const NODE_MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url));
const REACTFIRE_VERSION = (
  JSON.parse(readFileSync(`${NODE_MODULES}reactfire/package.json`, 'utf8')) as { version: string }
).version;

/**
 * reactfire is built from the TypeScript source its package ships (src/), not from its bundle
 * (dist/index.js): the bundle has rxjs, rxfire and tslib copied in as ES5 classes Rollup cannot
 * tree-shake (29 kB minified, 9.2 kB gzip of the first JS for four hooks); from source, rxjs
 * and rxfire are the ES modules they publish and only what the Auth hooks reach is kept
 * (measured: 6.9 kB gzip). rxjs in its ES2015 build (its `es2015` export), whose classes are
 * smaller than the ES5 default's.
 *
 * reactfire and rxfire import every Firebase SDK they have hooks for. Those SDKs register
 * themselves as a side effect on import, so none of them could be tree-shaken: left alone they
 * would add Firestore, Realtime Database, Storage, Functions, Remote Config and Performance
 * (~480 kB minified, ~145 kB gzip) to the first JS, though the app calls only the Auth hooks.
 * Imports of them (and of rxfire's wrappers around them) made *by reactfire or rxfire* resolve
 * to a stub in which any name is a function that throws, naming this plugin: a stubbed API used
 * later fails loudly, never silently. App code importing e.g. 'firebase/messaging' is untouched.
 * Should the app ever use one of these through reactfire, take it out of UNUSED_SDKS.
 */
export const UNUSED_SDKS =
  /^(?:firebase|rxfire)\/(?:analytics|app-check|database|firestore|functions|performance|remote-config|storage)$/;
const STUB = '\0trim-reactfire:';
const SHIM = 'use-sync-external-store/shim';

export function trimReactfire(): Plugin {
  return {
    name: 'settle:trim-reactfire',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^reactfire$/, replacement: `${NODE_MODULES}reactfire/src/index.ts` }] },
      // What its own build writes in (FirebaseAppProvider reports it when it creates the app).
      define: { 'process.env.REACTFIRE_VERSION': JSON.stringify(REACTFIRE_VERSION) },
    }),
    resolveId(source, importer) {
      if (!importer) return null;
      // Emotion's hoist-non-react-statics brings its own react-is 16 for ForwardRef, Memo and
      // isMemo, which React 19's react-is (already in the first JS, for MUI) defines alike.
      if (/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(importer) && source === 'react-is') {
        return `${NODE_MODULES}react-is/index.js`;
      }
      if (!/[\\/]node_modules[\\/](?:reactfire|rxfire)[\\/]/.test(importer)) return null;
      if (UNUSED_SDKS.test(source)) return STUB + source;
      if (source === 'rxjs') return `${NODE_MODULES}rxjs/dist/esm/index.js`;
      if (source === 'rxjs/operators') return `${NODE_MODULES}rxjs/dist/esm/operators/index.js`;
      // reactfire reads React's hook through this CommonJS shim for React < 18; on React 19 the
      // shim hands back React's own useSyncExternalStore, imported here without the wrapper.
      if (source === SHIM) return STUB + SHIM;
      return null;
    },
    transform(code, id) {
      const file = /[\\/]node_modules[\\/]reactfire[\\/]src[\\/](\w[\w-]*)\.tsx?$/.exec(id)?.[1];
      if (!file) return null;
      // The hooks of the unused SDKs: nothing imports them, but their files write query caches
      // onto globalThis when loaded, which would keep them. Declared free of side effects, the
      // files are left out unless one of their exports is used.
      if (UNUSED_SDKS.test(`rxfire/${file}`)) return { code, moduleSideEffects: false, map: null };
      // sdk.tsx creates a context and a provider for every SDK; marked pure, the unused ones go.
      if (file === 'sdk') {
        return {
          code: code.replace(/= (React\.createContext|getSdkProvider)</g, '= /*#__PURE__*/ $1<'),
          map: null,
        };
      }
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const source = id.slice(STUB.length);
      if (source === SHIM) return "export { useSyncExternalStore } from 'react';";
      const message = `${source} is not bundled: see trimReactfire in web/vite.config.ts`;
      // Any name imported from the stub is read from its default export (Rollup's synthetic
      // named exports), where every name is a function that throws; but `then` stays undefined,
      // so the stub is never mistaken for a promise.
      const fail = `() => { throw new Error(${JSON.stringify(message)}); }`;
      return {
        code: `export default new Proxy({}, { get: (_, name) => (name === 'then' ? undefined : ${fail}) });`,
        syntheticNamedExports: true,
      };
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
