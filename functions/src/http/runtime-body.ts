/**
 * Leaves every /api request body unread for our own reader (middleware/json-body.ts), also
 * under the Cloud Functions runtime.
 *
 * Why: the runtime — functions-framework in production, firebase-tools' functions runtime in
 * the emulator — runs body-parser on every request before our function is called (JSON, text,
 * url-encoded, then raw; limits of 1 GB and 32 MB; gzip inflated). What it can parse arrives
 * parsed, past our size limit and whatever its content type; what it cannot parse (malformed
 * JSON, a top-level `null` or string, a charset its JSON parser rejects, a body over its limit)
 * it answers itself with an English HTML error carrying a stack trace in the emulator, and
 * neither our Express app nor its error handler ever runs (firebase/firebase-functions#190,
 * #428).
 *
 * How: Node publishes `http.server.request.start` on diagnostics_channel for each request just
 * before the server's request listener — the runtime's Express app — sees it. For /api requests
 * we keep the original Content-Type and Content-Encoding beside the request and remove them
 * from its headers. body-parser parses only a request whose content type matches, so without one
 * none of the runtime's parsers reads the stream, and ours reads it with our limit (a body over
 * it is refused after 32 KB, not buffered up to the runtime's 1 GB; a gzip body is never
 * inflated). Requests outside /api (the task-queue and trigger functions) are left alone.
 * In-process (supertest, scripts) nothing is installed: the headers are there as sent.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { API_PREFIX } from '@settle/contract/api';

export interface BodyHeaders {
  contentType: string | undefined;
  contentEncoding: string | undefined;
}

const originals = new WeakMap<IncomingMessage, BodyHeaders>();

/** The body headers as the client sent them (before the hook below removed them, if it ran). */
export function originalBodyHeaders(req: IncomingMessage): BodyHeaders {
  return (
    originals.get(req) ?? {
      contentType: req.headers['content-type'],
      contentEncoding: req.headers['content-encoding'],
    }
  );
}

const isApiPath = (url: string | undefined) =>
  url !== undefined &&
  (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`));

let installed = false;

/** Installs the hook once per process (index.ts, before the runtime serves a request). */
export function handApiBodiesToTheApp(): void {
  if (installed) return;
  installed = true;
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    if (!isApiPath(request.url)) return;
    originals.set(request, {
      contentType: request.headers['content-type'],
      contentEncoding: request.headers['content-encoding'],
    });
    delete request.headers['content-type'];
    delete request.headers['content-encoding'];
  });
}
