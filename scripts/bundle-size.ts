/**
 * `npm run size`: the JavaScript a first visit to a route downloads, measured on web/dist (run
 * `npm run build` first). Per route: the entry script(s) index.html loads (module scripts and
 * modulepreload links) plus the lazy chunks the router imports for that route and, recursively,
 * their static imports. Gzip is node:zlib at level 9.
 *
 * The chunks come from Vite's build manifest (web/dist/.vite/manifest.json, `build.manifest`)
 * when there is one, otherwise from the `import … from "./x.js"` statements of the built files,
 * starting at the route's chunks found by name (login-page-<hash>.js, …).
 *
 * Budget: 170 KB gzip per route; over budget fails (exit 1) only with SIZE_ENFORCE=1.
 * With a sourcemap next to the entry chunk (`build.sourcemap`), also lists the biggest
 * node_modules packages inside it.
 *
 *   npm run size                      # web/dist
 *   npm run size -- --dist <dir>      # another build, e.g. `vite build --sourcemap --outDir <dir>`
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/emulator-env.js';

const BUDGET_BYTES = 170 * 1024;
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The modules (relative to web/, without extension) each route imports lazily in
 * web/src/app/router.tsx before it can render. Keep in step with the router.
 */
const ROUTES: { route: string; modules: string[] }[] = [
  { route: '/login', modules: ['src/features/auth/pages/login-page'] },
  {
    route: '/',
    modules: [
      'src/app/default-layout-route',
      'src/features/auth/components/account-status-gate',
      'src/features/home/pages/home-page',
    ],
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

const distArg = process.argv.indexOf('--dist');
const DIST = resolve(distArg >= 0 ? (process.argv[distArg + 1] ?? '') : join(ROOT, 'web/dist'));
const indexHtmlPath = join(DIST, 'index.html');
if (!existsSync(indexHtmlPath)) {
  console.error(`${relative(ROOT, indexHtmlPath) || indexHtmlPath} not found: run \`npm run build\` first.`);
  process.exit(2);
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

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function table(header: string[], rows: string[][], rightAligned: number[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (rightAligned.includes(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const entries = entryFiles();
if (entries.length === 0) {
  console.error('index.html loads no module script: is this a Vite build?');
  process.exit(2);
}
console.log(`first-route JavaScript in ${relative(ROOT, DIST) || DIST}`);
console.log(
  manifest
    ? 'chunks from the build manifest (.vite/manifest.json)'
    : 'no build manifest (.vite/manifest.json): chunks found by name and their static imports followed',
);
console.log(`entry: ${entries.join(', ')}\n`);

const results = ROUTES.map(({ route, modules }) => {
  const files = closure([...entries, ...modules.map(routeChunk)]);
  const raw = files.reduce((sum, f) => sum + sizeOf(f).raw, 0);
  const gzip = files.reduce((sum, f) => sum + sizeOf(f).gzip, 0);
  return { route, files, raw, gzip, over: gzip > BUDGET_BYTES };
});

console.log(
  table(
    ['route', 'files', 'raw', 'gzip', `budget ${kb(BUDGET_BYTES)} gzip`],
    results.map((r) => [
      r.route,
      String(r.files.length),
      `${r.raw} B (${kb(r.raw)})`,
      `${r.gzip} B (${kb(r.gzip)})`,
      r.over
        ? `OVER by ${kb(r.gzip - BUDGET_BYTES)}`
        : `ok, ${((r.gzip / BUDGET_BYTES) * 100).toFixed(0)} % used`,
    ]),
    [1, 2, 3],
  ),
);
for (const r of results) {
  console.log(`\n${r.route}:`);
  for (const f of r.files) {
    const s = sizeOf(f);
    console.log(`  ${String(s.gzip).padStart(8)} B gzip  ${String(s.raw).padStart(8)} B  ${f}`);
  }
}

console.log('');
printPackages(entries[0] ?? '');

const over = results.filter((r) => r.over);
if (over.length > 0) {
  const routes = over.map((r) => r.route).join(', ');
  if (process.env.SIZE_ENFORCE === '1') {
    console.error(`\nover the ${kb(BUDGET_BYTES)} gzip budget: ${routes}`);
    process.exit(1);
  }
  console.log(`\nover the ${kb(BUDGET_BYTES)} gzip budget: ${routes} (not enforced; SIZE_ENFORCE=1 fails)`);
}

/**
 * The biggest node_modules packages in one chunk, by minified bytes, from its sourcemap: each
 * mapping segment owns the generated bytes up to the next segment (as source-map-explorer does).
 */
function printPackages(file: string): void {
  const mapPath = join(DIST, `${file}.map`);
  if (!existsSync(mapPath)) {
    console.log(
      `packages in ${file}: skipped, no sourcemap (${file}.map); build with \`build.sourcemap\` ` +
        'or `npx vite build --sourcemap --outDir <dir>` in web/ and pass `--dist <dir>`',
    );
    return;
  }
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
  const code = readFileSync(join(DIST, file), 'utf8').split('\n');
  const bytesBySource = new Array<number>(map.sources.length).fill(0);
  let unmapped = 0;
  let source = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = code[lineIndex] ?? '';
    let column = 0;
    let owner = -1;
    let start = 0;
    const settle = (end: number): void => {
      const bytes = Buffer.byteLength(line.slice(start, end));
      if (owner >= 0) bytesBySource[owner] = (bytesBySource[owner] ?? 0) + bytes;
      else unmapped += bytes;
    };
    for (const segment of lineMappings ? lineMappings.split(',') : []) {
      const fields = decodeVlq(segment);
      column += fields[0] ?? 0;
      settle(column);
      start = column;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        owner = source;
      } else {
        owner = -1;
      }
      // fields 2 and 3 (original line and column) and 4 (name) do not matter here
    }
    settle(line.length);
  });

  const byPackage = new Map<string, number>();
  let app = 0;
  map.sources.forEach((path, i) => {
    const bytes = bytesBySource[i] ?? 0;
    const at = path.lastIndexOf('node_modules/');
    const match = at >= 0 ? /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path.slice(at)) : null;
    if (match?.[1]) byPackage.set(match[1], (byPackage.get(match[1]) ?? 0) + bytes);
    else app += bytes;
  });
  const total = Buffer.byteLength(code.join('\n'));
  const top = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15);
  console.log(`biggest node_modules packages in ${file} (minified bytes, from the sourcemap):`);
  console.log(
    table(
      ['package', 'bytes', 'share'],
      [
        ...top.map(([name, bytes]) => [name, String(bytes), `${((bytes / total) * 100).toFixed(1)} %`]),
        ['(own code, not node_modules)', String(app), `${((app / total) * 100).toFixed(1)} %`],
        ['(unmapped)', String(unmapped), `${((unmapped / total) * 100).toFixed(1)} %`],
      ],
      [1, 2],
    ),
  );
}

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
