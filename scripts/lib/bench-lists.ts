/**
 * `npm run bench -- --only lists` (issue 18): every admin list and the member search at 1,000 and
 * at 100,000 members in the same emulator database (scripts/lib/bench-lists-seed.ts grows it),
 * through the app from `createApp()` served in this process and signed in as the demo admin.
 * Per list: the first page, and a deep page (the one after following `nextCursor` 20 times, or the
 * last page of a shorter list), each requested one at a time, ≥ 30 times, for the billed reads of
 * a request (bench-reads.ts counts them at the SDK) and its latency. Then an export of 100,000 rows
 * (scripts/lib/bench-export.ts, when it is there) and settlement at 10,000 and 100,000 members.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../../functions/src/http/app.js';
import { collections } from '../../functions/src/lib/collections.js';
import { db } from '../../functions/src/lib/firebase.js';
import { emulatorIdToken } from '../../functions/test/support/emulator-sign-in.js';
import { billedReads, countReads, readCount, type ReadCount } from './bench-reads.js';
import { memberSearchTokens } from '../../functions/src/lib/search-tokens.js';
import { memberIdentity, seedMembers, type MemberTokens } from './bench-lists-seed.js';
import { freshSession, serve } from './bench-session.js';
import { settlementRows, type SettlementRow } from './bench-settlement-run.js';
import { demoAccounts } from './demo-data.js';
import { ROOT } from './emulator-env.js';

/** Aims of issue 18. */
export const AIM_P95_RATIO = 1.5;
export const AIM_SETTLEMENT_RATIO = 11;
/** A first page may read its page, the look-ahead document and this many more (the request's own lookups). */
export const FIRST_PAGE_CONSTANT = 5;
const DEEP_STEPS = 20;
const SLOW_MS = 5_000;
/** A request that takes longer is reported as unanswered (status 0). */
const REQUEST_TIMEOUT_MS = 120_000;

interface ListCase {
  name: string;
  path: string;
  pageSize: number;
}

function cases(): ListCase[] {
  // A member of the first thousand, so the phone search finds someone at both sizes.
  const phoneDigits = memberIdentity(777).phone.replace(/\D/g, '').slice(3);
  const q = (text: string) => encodeURIComponent(text);
  return [
    { name: 'members', path: '/admin/users', pageSize: 20 },
    { name: 'members pending', path: '/admin/users?status=pending', pageSize: 20 },
    { name: 'members q=민준 (name)', path: `/admin/users?q=${q('민준')}`, pageSize: 20 },
    { name: 'members q=park (e-mail)', path: '/admin/users?q=park', pageSize: 20 },
    { name: `members q=${phoneDigits} (phone)`, path: `/admin/users?q=${phoneDigits}`, pageSize: 20 },
    { name: 'member picker q=김민', path: `/admin/users?q=${q('김민')}&status=active&pageSize=10`, pageSize: 10 },
    { name: 'transactions pending', path: '/admin/transactions?status=pending', pageSize: 20 },
    { name: 'transactions success', path: '/admin/transactions?status=success', pageSize: 20 },
    { name: 'processing records', path: '/admin/processingRecords', pageSize: 20 },
    { name: 'approvals', path: '/admin/approvals', pageSize: 20 },
    { name: 'push history', path: '/admin/push/message', pageSize: 20 },
    { name: 'announcements', path: '/admin/announcements', pageSize: 20 },
    { name: 'access record', path: '/admin/auditLog?pageSize=20', pageSize: 20 },
  ];
}

/** One measured page: every request's billed reads and latency. */
export interface PageSample {
  /** 1 = first page; otherwise the page reached by following nextCursor. */
  page: number;
  status: number;
  requests: number;
  items: number;
  p50Ms: number;
  p95Ms: number;
  /** Billed reads of the median request, and the spread over all of them. */
  reads: number;
  readsMin: number;
  readsMax: number;
  /** The median request's reads split: documents, aggregations run, what they bill. */
  split: Omit<ReadCount, 'aggregationsUnsized'> & { aggregationsUnsized: number };
  note?: string;
}

export interface CaseAtSize {
  /** null: not requested at this size (`skipped` says why). */
  first: PageSample | null;
  deep: PageSample | null;
  deepSkipped?: string;
  skipped?: string;
}

export interface ListsBench {
  sizes: number[];
  repeats: number;
  tokenSource: string;
  seeding: { members: number; writes: number; seconds: number }[];
  cases: { name: string; path: string; pageSize: number; at: Record<string, CaseAtSize> }[];
  export: { available: false; why: string } | { available: true; rows: number; result: unknown };
  settlement: SettlementRow[];
}

// The member search tokens ---------------------------------------------------------------------

/** Member documents carry `searchTokens` as the app writes them (the token module itself). */
function memberTokens(): { tokens: MemberTokens; source: string } {
  return { tokens: memberSearchTokens, source: 'functions/src/lib/search-tokens.ts memberSearchTokens()' };
}

// Measuring ----------------------------------------------------------------------------------

interface Answer {
  status: number;
  ms: number;
  reads: ReadCount;
  items: number;
  nextCursor: string | null;
}

const withCursor = (path: string, cursor: string | undefined) =>
  cursor === undefined ? path : `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;

const diff = (a: ReadCount, b: ReadCount): ReadCount => ({
  docs: a.docs - b.docs,
  aggregations: a.aggregations - b.aggregations,
  aggregationReads: a.aggregationReads - b.aggregationReads,
  aggregationsUnsized: a.aggregationsUnsized - b.aggregationsUnsized,
});

/** Nearest rank: the value at or below which p % of the samples lie. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

async function ask(base: string, token: string, path: string): Promise<Answer> {
  const before = readCount();
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(`${base}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    // The emulator scanning 100,000 documents can take minutes: a request past the limit is
    // reported (status 0) instead of ending the run.
    console.log(`  ${path}: no answer in ${REQUEST_TIMEOUT_MS / 1000} s (${String(error)})`);
    return { status: 0, ms: performance.now() - started, reads: diff(readCount(), before), items: 0, nextCursor: null };
  }
  const body = (await response.json()) as { data?: { items?: unknown[]; nextCursor?: string | null } };
  const ms = performance.now() - started;
  // The access record is written when the response finishes: let it land before the next count.
  await new Promise((resolve) => setImmediate(resolve));
  return {
    status: response.status,
    ms,
    reads: diff(readCount(), before),
    items: body.data?.items?.length ?? 0,
    nextCursor: body.data?.nextCursor ?? null,
  };
}

async function sample(base: string, token: string, path: string, page: number, repeats: number): Promise<PageSample> {
  const answers: Answer[] = [];
  const started = performance.now();
  let note: string | undefined;
  for (let i = 0; i < repeats; i += 1) {
    answers.push(await ask(base, token, path));
    // A request reading the whole collection takes seconds at 100,000: 5 of them say enough.
    if (answers.length >= 5 && performance.now() - started > 60_000) {
      note = `stopped after ${answers.length} requests (over 60 s)`;
      break;
    }
  }
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const byReads = [...answers].sort((a, b) => billedReads(a.reads) - billedReads(b.reads));
  const median = byReads[Math.floor(byReads.length / 2)] ?? answers[0];
  if (!median) throw new Error(`no answer from ${path}`);
  return {
    page,
    status: answers.find((a) => a.status !== 200)?.status ?? 200,
    requests: answers.length,
    items: median.items,
    p50Ms: percentile(ms, 50),
    p95Ms: percentile(ms, 95),
    reads: billedReads(median.reads),
    readsMin: billedReads(byReads[0]?.reads ?? median.reads),
    readsMax: billedReads(byReads.at(-1)?.reads ?? median.reads),
    split: median.reads,
    ...(note ? { note } : {}),
  };
}

/**
 * A list that read its whole filtered set at the smaller size (far more documents than a page)
 * does so at the larger one too, in about (larger / smaller) times its latency: at 100,000
 * members minutes a request. The first such list is requested once at the larger size for the
 * record; the others are not, and say so.
 */
interface Scan {
  smaller: CaseAtSize;
  factor: number;
  /** Whether a whole-set list was measured once at this size already. */
  measuredOne: boolean;
}

function readsEverything(c: ListCase, smaller: CaseAtSize | undefined): PageSample | null {
  const first = smaller?.first;
  return first && first.split.docs > 5 * (c.pageSize + 1 + FIRST_PAGE_CONSTANT) ? first : null;
}

async function measureCase(
  base: string,
  token: string,
  c: ListCase,
  repeats: number,
  scan: Scan | null,
): Promise<CaseAtSize> {
  const whole = scan ? readsEverything(c, scan.smaller) : null;
  if (scan && whole && whole.p50Ms * scan.factor > 30_000) {
    const why = `read ${whole.split.docs} documents a page at the smaller size (the whole filtered set)`;
    if (scan.measuredOne) return { first: null, deep: null, skipped: `${why}: not requested (see the first such list)` };
    scan.measuredOne = true;
    return { first: await sample(base, token, c.path, 1, 1), deep: null, deepSkipped: `${why}: one request only` };
  }
  // The emulator answers array-contains and filtered queries by scanning the collection (it has
  // no indexes; Firestore serves them from the index): a case projected past 2 minutes a request
  // at the larger size would hold the run for hours, so it is named, not requested.
  const smallerFirst = scan?.smaller.first;
  const projected = scan && smallerFirst ? smallerFirst.p50Ms * scan.factor : 0;
  if (smallerFirst && projected > 120_000) {
    return {
      first: null,
      deep: null,
      skipped: `the emulator scans for it: p50 ${(smallerFirst.p50Ms / 1000).toFixed(1)} s at the smaller size, projected ${Math.round(projected / 1000)} s here; not requested`,
    };
  }
  const warm = await ask(base, token, c.path);
  if (warm.status !== 200) {
    return { first: await sample(base, token, c.path, 1, 3), deep: null, deepSkipped: `HTTP ${warm.status}` };
  }
  const first = await sample(base, token, c.path, 1, warm.ms > SLOW_MS ? 5 : repeats);
  if (warm.ms > SLOW_MS) {
    return { first, deep: null, deepSkipped: `a first page took ${(warm.ms / 1000).toFixed(1)} s` };
  }
  // Follow the cursor: page k's nextCursor opens page k + 1; stop at page 21 or the last page.
  let cursor: string | undefined;
  let next = warm.nextCursor;
  let page = 1;
  while (next !== null && page <= DEEP_STEPS) {
    cursor = next;
    page += 1;
    if (page === DEEP_STEPS + 1) break;
    const answer = await ask(base, token, withCursor(c.path, cursor));
    if (answer.status !== 200) return { first, deep: null, deepSkipped: `page ${page}: HTTP ${answer.status}` };
    next = answer.nextCursor;
  }
  if (cursor === undefined) return { first, deep: null, deepSkipped: 'one page only' };
  return { first, deep: await sample(base, token, withCursor(c.path, cursor), page, repeats) };
}

// Export and the run ---------------------------------------------------------------------------

/** scripts/lib/bench-export.ts is another part of issue 18: used when it is on this branch. */
async function exportRows(rows: number): Promise<ListsBench['export']> {
  const specifier = './bench-export.js';
  let mod: Record<string, unknown>;
  try {
    mod = (await import(specifier)) as Record<string, unknown>;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    return { available: false, why: 'scripts/lib/bench-export.ts is not on this branch' };
  }
  const benchExport = mod.benchExport;
  if (typeof benchExport !== 'function') return { available: false, why: 'bench-export.ts has no benchExport()' };
  console.log(`\n== export of ${rows.toLocaleString('en-US')} rows`);
  return { available: true, rows, result: await (benchExport as (n: number) => Promise<unknown>)(rows) };
}

const signIn = () => emulatorIdToken(demoAccounts.admin.email, demoAccounts.admin.password);

export async function listsBench(options: { sizes: number[]; repeats: number; exportRows: number; settlement: number[] }): Promise<ListsBench> {
  countReads();
  const { tokens, source } = memberTokens();
  console.log(`\n== lists: search tokens from ${source}`);
  await freshSession();
  const app = await serve(createApp());
  const result: ListsBench = {
    sizes: options.sizes,
    repeats: options.repeats,
    tokenSource: source,
    seeding: [],
    cases: cases().map((c) => ({ ...c, at: {} })),
    export: { available: false, why: 'not run' },
    settlement: [],
  };
  try {
    let seeded = 0;
    for (const size of options.sizes) {
      const started = performance.now();
      const writes = await seedMembers(seeded, size, tokens);
      const seconds = (performance.now() - started) / 1000;
      const members = (await db().collection(collections.users).count().get()).data().count;
      console.log(`seeded members ${seeded}…${size - 1}: ${writes.toLocaleString('en-US')} writes in ${seconds.toFixed(1)} s (${members.toLocaleString('en-US')} member documents)`);
      result.seeding.push({ members: size, writes, seconds });
      seeded = size;
      // A fresh ID token for each size: the run outlasts the hour one lives.
      const token = await signIn();
      const smallerSize = result.seeding.at(-2)?.members;
      let measuredOne = false;
      // One request of each list first (not of those that read everything): the emulator is still
      // digesting the seed, and the first list measured would carry that.
      for (const c of result.cases) {
        const smaller = smallerSize === undefined ? undefined : c.at[String(smallerSize)];
        if (!readsEverything(c, smaller)) await ask(app.url, token, c.path);
      }
      for (const c of result.cases) {
        const smaller = smallerSize === undefined ? undefined : c.at[String(smallerSize)];
        const scan: Scan | null = smaller && smallerSize ? { smaller, factor: size / smallerSize, measuredOne } : null;
        const at = await measureCase(app.url, token, c, options.repeats, scan);
        measuredOne = scan?.measuredOne ?? measuredOne;
        c.at[String(size)] = at;
        const f = at.first;
        const d = at.deep;
        console.log(
          `  ${size.toLocaleString('en-US')} ${c.name}: ` +
            (f ? `first ${f.reads} reads, p95 ${f.p95Ms.toFixed(0)} ms (${f.requests} requests)` : `skipped: ${at.skipped ?? ''}`) +
            (d ? `; page ${d.page} ${d.reads} reads, p95 ${d.p95Ms.toFixed(0)} ms` : `; deep: ${at.deepSkipped ?? '—'}`),
        );
      }
    }
  } finally {
    await app.close();
  }
  // The lists took most of an hour: kept on disk before the export and settlement, which can fail.
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  writeFileSync(join(ROOT, '.bench', 'lists-partial.json'), `${JSON.stringify({ lists: result }, null, 2)}\n`);
  console.log('lists so far: .bench/lists-partial.json');
  result.export = await exportRows(options.exportRows);
  // Settlement resets the database for each member count: last.
  result.settlement = await settlementRows(options.settlement);
  return result;
}
