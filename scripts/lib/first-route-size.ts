/**
 * What a first visit to each route downloads, measured on a Vite build (web/dist): the entry
 * script(s) index.html loads (module scripts and modulepreload links) plus the lazy chunks the
 * router imports for that route and, recursively, their static imports. Gzip is node:zlib at
 * level 9. Used by `npm run size` (scripts/bundle-size.ts) and `npm run bench`.
 *
 * The chunks come from Vite's build manifest (web/dist/.vite/manifest.json, `build.manifest`)
 * when there is one, otherwise from the `import … from "./x.js"` statements of the built files,
 * starting at the route's chunks found by name (login-page-<hash>.js, …).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './emulator-env.js';

/** The aim for every first route (issue #5): at most 170 KB of JavaScript, gzip. */
export const AIM_BYTES = 170 * 1024;

/**
 * The modules (relative to web/, without extension) each route imports lazily in
 * web/src/app/router.tsx before it can render. Keep in step with the router.
 *
 * `budget` (gzip bytes) is the ceiling `npm run size` enforces, and with it CI: above it the run
 * fails. Where a route does not meet the aim yet, its budget is what it measures now, so any
 * growth fails; lower it whenever a change makes the route smaller (a ratchet, never raised
 * without a reason written here), until it reaches AIM_BYTES.
 */
export const ROUTES: { route: string; modules: string[]; budget: number }[] = [
  // 214.5 KB (2026-11-23) → 203.5 KB: TanStack Query out of /login (app/query-layer.tsx);
  // → 202.4 KB: the top progress bar without LinearProgress; → 203.0 KB (+0.6 KB, issue 15):
  // re-authentication before a payout-account change (reauthenticateWithCredential/Popup and
  // EmailAuthProvider live in the one Firebase Auth module of the entry chunk, whatever chunk
  // calls them); → 209.0 KB (+5.5 KB, issue 16): the admins' second factor. Our own step and
  // the security page are lazy chunks (+0.2 KB), but getMultiFactorResolver, PhoneAuthProvider,
  // RecaptchaVerifier, TotpMultiFactorGenerator and multiFactor are in that same one module
  // (measured: a build with the three multi-factor components stubbed out is 203.3 KB), and
  // the idle sign-out's notice (+0.2 KB). → 207.6 KB (issue 17): 213996 B before. reactfire
  // (the design card) is NOT on this route: its providers are the lazy app/firebase-binding.tsx
  // and GuestOnly asks Firebase Auth directly (reactfire with rxjs would be ~6.9 KB here even
  // built from its source, web/vite.config.ts trimReactfire; 8.9 KB as published); emotion's
  // react-is 16 deduplicated onto React 19's (-0.6 KB); the e-mail link completion lazy
  // (-0.6 KB); the shell's new lazy chunks add names to the entry's preload map (+0.1 KB).
  // Budgets sit ~0.15 KB above the measure: hashed chunk names move a build by about ±0.1 KB.
  // 207.9 KB (issue 18): the cursor field of every list takes the shared text policy (+0.1 KB).
  { route: '/login', modules: ['src/features/auth/pages/login-page'], budget: 208.0 * 1024 },
  {
    route: '/',
    modules: [
      'src/app/firebase-binding',
      'src/app/query-layer',
      'src/app/default-layout-route',
      'src/features/auth/components/account-status-gate',
      'src/features/home/pages/home-page',
    ],
    // 299.0 KB (2026-11-23) → 300.3 KB: the query layer's own chunks cost / 1.3 KB (and saved
    // /login 11 KB); → 299.2 KB: the top progress bar without LinearProgress; → 284.2 KB: the
    // contract's schemas in zod/mini (classic zod cannot be tree-shaken); → 273.1 KB: the shell's
    // tooltips load once the page is idle (components/shell/hint.tsx); → 274.2 KB (+0.9 KB): the
    // contract's text policy (contract/src/text.ts, issue 14), whose checks and Korean messages the
    // forms run as the API does; → 274.5 KB (+0.3 KB): offline writes fail at once with a retry
    // (lib/api-error.ts NetworkError, lib/write-retry.ts, issue 14); → 276.8 KB (+2.2 KB, issue 15):
    // Firebase Auth's re-authentication (+0.6 KB, as /login), the download-reason fields of the
    // list schemas the member's transactions contract shares (contract/src/export-reason.ts,
    // +0.4 KB; the access record's labels kept out), the member-facing compliance messages
    // (+0.2 KB; the admin-only ones moved to contract/src/compliance-messages.ts), TanStack
    // Query's infinite queries for the audit list's cursor paging in the shared query chunk
    // (+0.35 KB), the 접속 기록 menu entry and its icon (+0.35 KB). → 282.4 KB (+5.6 KB, issue
    // 16): Firebase Auth's multi-factor code (+4.9 KB, in the entry chunk's one Firebase Auth
    // module as for /login; measured by stubbing our multi-factor components: 277.1 KB), the
    // idle sign-out's lazy import and flag (+0.1 KB), the 승인 요청 and 보안 설정 menu entries.
    // → 277.3 KB (issue 17): 289148 B before; reactfire +6.9 KB (app/firebase-binding.tsx, built
    // from its source: see /login) and the bottom tab bar with the inbox (+0.9 KB), paid for by
    // the home's lists in their own lazy chunk below the balance card (-8.1 KB), the navbar's
    // account and theme menus and the horizontal nav on first use (-2.5 KB), form-only schemas
    // out of contract/src/users.ts (-1.4 KB), react-is deduplicated and reactfire's unused hooks
    // dropped (-1.0 KB).
    // → 279.1 KB (issue 18, +1.8 KB): the home's dashboard imports the contract modules of the
    // lists (transactions, ledger, settlement, announcements), which grew the cursor page shapes,
    // the totals rows and the export formats. → 276.7 KB: paid back, the operator's list queries,
    // pages and totals moved to contract/src/admin-lists.ts and the schedule writes to
    // admin-schedules.ts (-2.4 KB; export-reason and member-lists left this route with them).
    budget: 276.9 * 1024,
  },
];

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  files: string[];
  raw: number;
  gzip: number;
  /** The ceiling enforced for this route (gzip bytes). */
  budget: number;
  /** Above its budget: `npm run size` fails. */
  over: boolean;
  /** Above AIM_BYTES (reported, enforced only through the budget). */
  overAim: boolean;
}

export interface FirstRouteSizes {
  entries: string[];
  /** Chunks came from .vite/manifest.json (otherwise from the built files' imports). */
  fromManifest: boolean;
  results: RouteSize[];
  sizeOf: (file: string) => { raw: number; gzip: number };
}

/** Thrown when `dist` is not a Vite build; the message says what to do. */
export class NotABuildError extends Error {}

export function measureFirstRoutes(DIST: string): FirstRouteSizes {
  const indexHtmlPath = join(DIST, 'index.html');
  if (!existsSync(indexHtmlPath)) {
    throw new NotABuildError(`${relative(ROOT, indexHtmlPath) || indexHtmlPath} not found: run \`npm run build\` first.`);
  }
  const manifestPath = join(DIST, '.vite/manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : null;

  /** dist-relative path ("assets/x.js") of every script index.html loads at once. */
  function entryFiles(): string[] {
    const html = readFileSync(indexHtmlPath, 'utf8');
    const files: string[] = [];
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
      if (src && /\btype="module"/.test(tag)) files.push(src);
    }
    for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
      const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
      if (href && /\brel="modulepreload"/.test(tag)) files.push(href);
    }
    return files.filter((f) => !/^[a-z]+:/i.test(f)).map((f) => f.replace(/^\//, ''));
  }

  /** Static imports of a built chunk, from the manifest or from its `import … from "./x.js"`. */
  function staticImports(file: string): string[] {
    if (manifest) {
      const chunk = Object.values(manifest).find((c) => c.file === file);
      if (!chunk) throw new Error(`${file} is not in the build manifest`);
      return (chunk.imports ?? []).map((key) => {
        const imported = manifest[key];
        if (!imported) throw new Error(`the manifest names ${key} but has no entry for it`);
        return imported.file;
      });
    }
    const code = readFileSync(join(DIST, file), 'utf8');
    const found = new Set<string>();
    // import{a as b}from"./x.js"  import*as c from"./x.js"  import"./x.js"  export{…}from"./x.js"
    // (not import("./x.js"), which is lazy)
    for (const match of code.matchAll(
      /\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["']([^"']+\.js)["']/g,
    )) {
      const spec = match[1] ?? '';
      if (spec.startsWith('.') || spec.startsWith('/')) {
        found.add(spec.startsWith('/') ? spec.slice(1) : posix.join(posix.dirname(file), spec));
      }
    }
    return [...found];
  }

  /** The built chunk of one lazily imported source module. */
  function routeChunk(module: string): string {
    if (manifest) {
      const key = Object.keys(manifest).find((k) => k.replace(/\.[cm]?[jt]sx?$/, '') === module);
      // A chunk that holds more than its module is keyed by file ("_name-hash.js"), not by source.
      const named = Object.values(manifest).filter(
        (c) => c.isDynamicEntry && c.name === posix.basename(module),
      );
      const chunk = key ? manifest[key] : named.length === 1 ? named[0] : undefined;
      if (!chunk) throw new Error(`no chunk for ${module} in the build manifest: is ROUTES up to date?`);
      return chunk.file;
    }
    const name = posix.basename(module);
    const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]{8}\\.js$`);
    const matches = readdirSync(join(DIST, 'assets')).filter((f) => pattern.test(f));
    if (matches.length !== 1) {
      throw new Error(`expected one assets/${name}-<hash>.js, found ${matches.length}: is ROUTES up to date?`);
    }
    return `assets/${matches[0]}`;
  }

  /** Every file reachable from `roots` through static imports, in visiting order. */
  function closure(roots: string[]): string[] {
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of staticImports(file)) visit(imported);
    };
    roots.forEach(visit);
    return [...seen];
  }

  const sizes = new Map<string, { raw: number; gzip: number }>();
  function sizeOf(file: string): { raw: number; gzip: number } {
    let size = sizes.get(file);
    if (!size) {
      const data = readFileSync(join(DIST, file));
      size = { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  }

  const entries = entryFiles();
  if (entries.length === 0) throw new NotABuildError('index.html loads no module script: is this a Vite build?');
  const results = ROUTES.map(({ route, modules, budget }) => {
    const files = closure([...entries, ...modules.map(routeChunk)]);
    const raw = files.reduce((sum, f) => sum + sizeOf(f).raw, 0);
    const gzip = files.reduce((sum, f) => sum + sizeOf(f).gzip, 0);
    return { route, files, raw, gzip, budget, over: gzip > budget, overAim: gzip > AIM_BYTES };
  });
  return { entries, fromManifest: manifest !== null, results, sizeOf };
}
