/**
 * The routes an Express 5 app really registers, read from its router@2 layer stack at runtime
 * (so a new route shows up without anyone listing it). Each is "METHOD /full/path", with the
 * path as written in the router (`/api/users/:id`).
 */
import type { Express } from 'express';

interface RouteLike {
  path: string | string[];
  methods: Record<string, boolean | undefined>;
  stack?: { handle: unknown }[];
}
interface LayerLike {
  route?: RouteLike;
  rawPath?: unknown;
  handle: { stack?: LayerLike[] };
}

function joinPath(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix === '' ? '/' : prefix;
  return `${prefix}${path}`.replace(/\/{2,}/g, '/');
}

function walk(stack: LayerLike[], prefix: string, found: Map<string, unknown[]>): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      const handlers = (layer.route.stack ?? []).map((l) => l.handle);
      for (const method of Object.keys(layer.route.methods)) {
        // `_all` (router.all) would answer every method; none is registered today.
        const verb = method === '_all' ? 'ALL' : method.toUpperCase();
        for (const path of paths) found.set(`${verb} ${joinPath(prefix, path)}`, handlers);
      }
    } else if (layer.handle.stack) {
      // A mounted router: router@2 keeps the mount path as written in `rawPath`.
      if (typeof layer.rawPath !== 'string')
        throw new Error('a mounted router has no string rawPath: is this still router@2?');
      walk(layer.handle.stack, joinPath(prefix, layer.rawPath === '/' ? '' : layer.rawPath), found);
    }
  }
}

/** Every "METHOD path" the app answers with a route handler (middleware-only layers skipped). */
export function registeredRoutes(app: Express): string[] {
  return [...routeHandlers(app).keys()].sort();
}

/** Every "METHOD path" with the handlers of its route, in order (the first names its action). */
export function routeHandlers(app: Express): Map<string, unknown[]> {
  const router = (app as unknown as { router?: { stack?: LayerLike[] } }).router;
  if (!router?.stack) throw new Error('app.router has no stack: is this still Express 5?');
  const found = new Map<string, unknown[]>();
  walk(router.stack, '', found);
  return found;
}
