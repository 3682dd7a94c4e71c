import type { Request, RequestHandler, Response } from 'express';
import type { AccessAction, AccessActorRole } from '@settle/contract/access-log';
import { messages } from '@settle/contract/messages';
import { logger } from '../../lib/logger.js';
import { writeEntry, type NewAccessEntry } from '../../modules/access-log/entry-record.js';

/** What a request did, filled in by its route as it runs and written once it answers. */
export interface AccessNote {
  action?: AccessAction;
  subjects: Set<string>;
  export: NewAccessEntry['export'];
  details: Record<string, string | number | boolean>;
  /** For a route without a token (sign-up): who the request turned out to be. */
  actor?: { uid: string; email: string; role: AccessActorRole };
  /** Written before the answer was (a streamed export, `recordBeforeStreaming`): not again at the end. */
  recorded?: boolean;
}

const USER_AGENT_MAX = 300;

export interface AccessRecordOptions {
  /** Every request gets an entry (/admin), or only those whose route names an action. */
  every: boolean;
}

/**
 * The access record (접속기록) of a request: mounted after `authenticate`, it writes one entry
 * when the request is answered — who, when, from where, the named action, the members touched,
 * the status and the request id. Under /admin every request is recorded (an unnamed route
 * records `admin.refused` when it was refused before a route ran, and is a test failure
 * otherwise); elsewhere only routes that name an action (a member's own changes to money and
 * accounts).
 *
 * The answer waits for the entry (one write, measured in `npm run bench -- --only access`): a
 * read whose entry cannot be written is answered 503 instead, so no personal data leaves
 * unrecorded; a change already committed is answered as it is and the failure logged.
 */
export function accessRecord(options: AccessRecordOptions): RequestHandler {
  return (req, res, next) => {
    if (req.access) {
      next();
      return;
    }
    req.access = { subjects: new Set(), export: null, details: {} };
    holdAnswerForEntry(req, res, options.every);
    next();
  };
}

/**
 * The route's action name, e.g. `router.get('/', named('users.list'), …)`: the first handler of
 * every admin route (the route walk test fails on a route without one). A list that also
 * exports names its export action: `named('users.list', { csv: 'users.export' })` records a
 * request with `format=csv` or `format=xlsx` as the export (refused or not).
 */
export function named(action: AccessAction, options: { csv?: AccessAction } = {}): RequestHandler {
  const handler: RequestHandler = (req, _res, next) => {
    // `csv` names the export action of either file format (csv, xlsx).
    const exporting = req.query['format'] === 'csv' || req.query['format'] === 'xlsx';
    if (req.access) req.access.action = options.csv && exporting ? options.csv : action;
    next();
  };
  return Object.assign(handler, { accessAction: action });
}

/** Members whose data the request touched (for a list: the ids shown). */
export function touched(req: Request, ids: Iterable<string>): void {
  if (!req.access) return;
  for (const id of ids) req.access.subjects.add(id);
}

/** An export of personal data: how many rows, the filter and the operator's reason. */
export function exported(
  req: Request,
  exportNote: { count: number; filter: Record<string, unknown>; reason: string },
): void {
  if (!req.access) return;
  const filter: Record<string, string> = {};
  for (const [key, value] of Object.entries(exportNote.filter)) {
    if (value !== undefined && key !== 'reason' && key !== 'format') filter[key] = String(value);
  }
  req.access.export = { count: exportNote.count, filter, reason: exportNote.reason };
}

/** Short facts of the action (never personal data in clear: no account numbers, no bodies). */
export function noted(req: Request, details: Record<string, string | number | boolean>): void {
  if (req.access) Object.assign(req.access.details, details);
}

/** Who a request without a token turned out to be (sign-up creates its caller). */
export function actedAs(req: Request, actor: NonNullable<AccessNote['actor']>): void {
  if (req.access) req.access.actor = actor;
}

function holdAnswerForEntry(req: Request, res: Response, every: boolean): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let held = false;
  res.end = ((...args: unknown[]) => {
    if (held || req.access?.recorded) return end(...args);
    held = true;
    const entry = entryOf(req, res, every);
    if (!entry) return end(...args);
    writeEntry(entry).then(
      () => end(...args),
      (cause: unknown) => {
        logger.error('access.entry-failed', {
          requestId: req.requestId,
          action: entry.action,
          cause: String(cause),
        });
        if (isRead(req) && !res.headersSent) {
          res.status(503).set('Content-Type', 'application/json; charset=utf-8');
          res.removeHeader('Content-Disposition');
          end(JSON.stringify({ message: messages.internal, code: 'internal', requestId: req.requestId }));
        } else {
          end(...args);
        }
      },
    );
    return res;
    // Express types res.end with overloads; the wrapper passes the arguments through unchanged.
  }) as Response['end'];
}

/**
 * A streamed export cannot wait for its entry at the end: its rows have left by then. So the
 * entry is written before the first byte, with the count known up front (the route counts the
 * rows first), and the export is refused with the same 503 as any read whose entry failed.
 * Returns false when it answered that 503 itself.
 */
export async function recordBeforeStreaming(req: Request, res: Response): Promise<boolean> {
  const note = req.access;
  if (!note) return true;
  note.recorded = true;
  const entry = entryOf(req, res, true);
  if (!entry) return true;
  try {
    await writeEntry(entry);
    return true;
  } catch (cause) {
    logger.error('access.entry-failed', {
      requestId: req.requestId,
      action: entry.action,
      cause: String(cause),
    });
    res.status(503).json({ message: messages.internal, code: 'internal', requestId: req.requestId });
    return false;
  }
}

function isRead(req: Request): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}

function entryOf(req: Request, res: Response, every: boolean): NewAccessEntry | null {
  const note = req.access;
  if (!note) return null;
  const actor =
    note.actor ?? (req.auth ? { uid: req.auth.uid, email: req.auth.email ?? '', role: req.auth.role } : null);
  if (!actor) return null;
  const action = note.action ?? (every ? 'admin.refused' : undefined);
  if (!action) return null;
  if (every && note.action === undefined && res.statusCode < 400) {
    // A route answered without naming itself: recorded, and the route walk test fails on it.
    logger.error('access.unnamed-route', { path: req.path, method: req.method });
  }
  const subjects = [...note.subjects];
  return {
    actorUid: actor.uid,
    actorEmail: actor.email,
    actorRole: actor.role,
    ip: req.ip ?? '',
    userAgent: (req.get('user-agent') ?? '').slice(0, USER_AGENT_MAX),
    action,
    method: req.method,
    path: req.originalUrl.split('?')[0] ?? '',
    subjects,
    subjectCount: note.export?.count ?? subjects.length,
    export: note.export,
    details: note.details,
    status: res.statusCode,
    requestId: req.requestId,
  };
}
