/**
 * `npm run lighthouse`: builds, starts the emulator suite offline, seeds the demo data and runs
 * Lighthouse (performance, accessibility, best practices, SEO) in Debian's Chromium against
 *
 *   /login  — signed out
 *   /       — the member dashboard, signed in as the demo member
 *
 * each with the mobile (default) and the desktop preset. Prints scores and key metrics and writes
 * the reports to .reports/lighthouse/. It fails (exit 1) when an accessibility score is below 100
 * (naming the failing audits), when Lighthouse cannot run, or when an audit did not measure what
 * it should (the signed-in dashboard, a cold load). Other scores are reported, not enforced: the
 * simulated mobile performance moves by up to ±8 between runs on a 2-core machine.
 *
 * How the signed-in audit works: one Chromium with a fresh profile; the /login audits run first
 * (signed out), then the demo member signs in through the real login form, then the dashboard
 * audits run in new tabs of the same browser. Firebase Auth keeps the session in IndexedDB, and
 * Lighthouse's storage reset clears only service workers, Cache Storage, file systems and the
 * HTTP cache (its `clearStorageTypes` default), so every audit is still a cold load — no
 * service-worker precache, no cached files — but signed in.
 *
 * Nothing leaves the machine: Chromium resolves no host name other than 127.0.0.1/localhost,
 * and the reports list any request that tried.
 *
 *   npm run lighthouse
 *   npm run lighthouse -- --skip-build     # reuse web/dist and functions/lib
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { demoAccounts } from './lib/demo-data.js';
import { HOSTING_URL, ROOT } from './lib/emulator-env.js';
import { apiIsUp, waitFor } from './lib/wait.js';

const REPORT_DIR = join(ROOT, '.reports/lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Every audited page must score this for accessibility, or the run fails (and with it CI). */
const ACCESSIBILITY_BUDGET = 100;
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Offline by construction: any other host name fails at once instead of waiting on DNS.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
const FORM_FACTORS: { name: string; config: Config | undefined }[] = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];
const PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
] as const;

/** Outside the emulators: build, then run the audits (`--audit`) inside `emulators:exec`. */
function orchestrate(): void {
  const started = Date.now();
  const run = (command: string, args: string[]): void => {
    const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`lighthouse: \`${command} ${args.join(' ')}\` failed (exit ${result.status})`);
      process.exit(result.status ?? 1);
    }
  };
  if (!process.argv.includes('--skip-build')) run('npm', ['run', 'build']);
  run('npx', [
    'tsx',
    'scripts/emulators.ts',
    'exec',
    '--only',
    'auth,firestore,functions,hosting,pubsub',
    '--',
    'sh',
    '-c',
    'tsx scripts/seed.ts && tsx scripts/lighthouse.ts --audit',
  ]);
  console.log(`\nnpm run lighthouse took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

interface Row {
  page: string;
  formFactor: string;
  lhr: Result;
  evidence: string[];
}

/** Inside the emulators: one browser, the four audits, the table. */
async function audit(): Promise<void> {
  await waitFor('the API behind hosting', apiIsUp(HOSTING_URL), 180_000);
  mkdirSync(REPORT_DIR, { recursive: true });
  const userDataDir = mkdtempSync(join(tmpdir(), 'settle-lighthouse-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true, // --headless=new
    userDataDir,
    defaultViewport: null, // Lighthouse emulates the screen itself
    args: CHROMIUM_FLAGS,
  });
  const rows: Row[] = [];
  let failed = false;
  try {
    console.log(`\nChromium ${await browser.version()}, profile ${userDataDir}`);
    for (const target of PAGES) {
      if (target.signedIn) await signIn(browser);
      for (const formFactor of FORM_FACTORS) {
        const row = await runOne(browser, target, formFactor);
        rows.push(row);
        if (row.evidence.some((line) => line.startsWith('NOT'))) failed = true;
      }
    }
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }

  printTable(rows);
  console.log('\nevidence:');
  for (const row of rows) {
    console.log(`  ${row.page} · ${row.formFactor}`);
    for (const line of row.evidence) console.log(`    ${line}`);
  }
  console.log(`\nreports: ${relative(ROOT, REPORT_DIR)}/<page>-<form factor>.report.{json,html}`);
  const belowBudget = accessibilityBelowBudget(rows);
  if (failed) {
    console.error(
      '\nlighthouse: an audit did not measure the page it was meant to (NOT lines in the evidence)',
    );
  }
  if (belowBudget.length > 0) {
    console.error(`\nlighthouse: accessibility below ${ACCESSIBILITY_BUDGET}:`);
    for (const line of belowBudget) console.error(`  ${line}`);
  }
  if (failed || belowBudget.length > 0) process.exit(1);
}

/** Signs the demo member in through the real login form, in a tab of the audited browser. */
async function signIn(browser: Browser): Promise<void> {
  const { email, password } = demoAccounts.member;
  const page = await browser.newPage();
  try {
    await page.goto(`${HOSTING_URL}/login`);
    await page.locator('::-p-aria([name="이메일"][role="textbox"])').fill(email);
    await page.locator('::-p-aria(비밀번호)').fill(password);
    // Click as a person would: only once nothing covers the button (the start-up loading
    // overlay of index.html lies over the form for a moment, and a click on it is lost).
    const button = await page.locator('::-p-aria([name="로그인"][role="button"])').waitHandle();
    await page.waitForFunction(
      (element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && element.contains(hit);
      },
      { timeout: 30_000 },
      button,
    );
    await button.click();
    await page.waitForFunction(
      () => location.pathname === '/' && document.body.innerText.includes('안녕하세요'),
      { timeout: 60_000 },
    );
    console.log(`signed in as ${email} through ${HOSTING_URL}/login: ${await headingOf(page)}`);
  } catch (error) {
    const text = await page.evaluate(() => document.body.innerText).catch(() => '');
    console.error(`sign-in failed at ${page.url()}:\n${text.slice(0, 500)}`);
    throw error;
  } finally {
    await page.close();
  }
}

async function runOne(
  browser: Browser,
  target: (typeof PAGES)[number],
  formFactor: (typeof FORM_FACTORS)[number],
): Promise<Row> {
  const url = `${HOSTING_URL}${target.path}`;
  const name = `${target.name}-${formFactor.name}`;
  const started = Date.now();
  console.log(`lighthouse ${name}: ${url} …`);
  const flags: Flags = { logLevel: 'error', output: ['json', 'html'], onlyCategories: CATEGORIES };
  const page = await browser.newPage();
  try {
    const result = await lighthouse(url, flags, formFactor.config, page);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const reports = Array.isArray(result.report) ? result.report : [result.report];
    writeFileSync(join(REPORT_DIR, `${name}.report.json`), reports[0] ?? '');
    if (reports[1]) writeFileSync(join(REPORT_DIR, `${name}.report.html`), reports[1]);
    console.log(`lighthouse ${name}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
    return {
      page: target.path,
      formFactor: formFactor.name,
      lhr,
      evidence: await evidence(target, lhr, page),
    };
  } finally {
    await page.close();
  }
}

/**
 * What shows that the audited load was the page we meant: Lighthouse's final URL, the heading of
 * the audited tab once Lighthouse is done with it, and (dashboard) the requests the signed-in
 * page makes; and that the load was cold. Lines starting with "ok" are checks;
 * one that fails ("NOT") fails the run.
 */
async function evidence(target: (typeof PAGES)[number], lhr: Result, page: Page): Promise<string[]> {
  const lines: string[] = [];
  const check = (ok: boolean, text: string): void => {
    lines.push(`${ok ? 'ok ' : 'NOT'} ${text}`);
  };
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  const heading = await headingOf(page);
  const text = await page.evaluate(() => document.body.innerText);
  const requests = networkRequests(lhr);
  check(finalPath === target.path, `final URL ${lhr.finalDisplayedUrl}`);
  if (target.signedIn) {
    check(text.includes('안녕하세요'), `the audited tab (${page.url()}) shows 안녕하세요: h1 "${heading}"`);
    const me = requests.find((r) => new URL(r.url).pathname === '/api/users/me');
    check(
      me?.statusCode === 200,
      `GET /api/users/me during the audit: ${me ? me.statusCode : 'not requested'}`,
    );
    const homeChunk = requests.find((r) => /\/home-page-[\w-]+\.js$/.test(r.url));
    check(
      Boolean(homeChunk),
      `home page chunk loaded: ${homeChunk ? new URL(homeChunk.url).pathname : 'no'}`,
    );
  } else {
    lines.push(`    h1 "${heading}"`);
  }
  // Cold: the document and the entry script came over the network. Chunks requested after the
  // service worker installed during this load took control may come from its precache.
  const html = requests.find((r) => r.resourceType === 'Document');
  const entry = requests.find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.url));
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const fromNetwork = scripts.filter((r) => r.transferSize > 0);
  check(
    Boolean(html && html.transferSize > 0 && entry && entry.transferSize > 0),
    `cold load: document and entry script over the network (${kb(entry?.transferSize ?? 0)}); ` +
      `${fromNetwork.length} of ${scripts.length} scripts over the network (${kb(
        fromNetwork.reduce((sum, r) => sum + r.transferSize, 0),
      )}), the rest from the service worker installed during the load`,
  );
  const external = requests.filter(
    (r) => !/^(https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:)/.test(r.url),
  );
  lines.push(
    `    requests: ${requests.length}, to other hosts (refused offline): ${
      external.length ? [...new Set(external.map((r) => new URL(r.url).origin))].join(', ') : 'none'
    }`,
  );
  return lines;
}

/**
 * The pages whose accessibility score is under the budget, each with the failing audits that
 * weigh in the score (an audit Lighthouse reports but does not weigh cannot lower it).
 */
function accessibilityBelowBudget(rows: Row[]): string[] {
  const lines: string[] = [];
  for (const { page, formFactor, lhr } of rows) {
    const category = lhr.categories.accessibility;
    const score = Math.round((category?.score ?? 0) * 100);
    if (score >= ACCESSIBILITY_BUDGET) continue;
    const failing = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.title ?? ''})`);
    lines.push(`${page} · ${formFactor}: ${score}; failing: ${failing.join('; ') || 'none listed'}`);
  }
  return lines;
}

interface Request {
  url: string;
  statusCode: number;
  resourceType: string;
  transferSize: number;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`;
}

function networkRequests(lhr: Result): Request[] {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items.map((item) => ({
    url: String(item.url),
    statusCode: Number(item.statusCode),
    resourceType: String(item.resourceType),
    transferSize: Number(item.transferSize ?? 0),
  }));
}

async function headingOf(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '(no h1)');
}

function printTable(rows: Row[]): void {
  const score = (lhr: Result, id: string): string => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? '—' : String(Math.round(value * 100));
  };
  const metric = (lhr: Result, id: string, unit: 's' | 'ms' | ''): string => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) return '—';
    if (unit === 's') return `${(value / 1000).toFixed(1)} s`;
    if (unit === 'ms') return `${Math.round(value)} ms`;
    return value.toFixed(3);
  };
  const header = ['page', 'form', 'perf', 'a11y', 'best-pr', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'];
  const body = rows.map(({ page, formFactor, lhr }) => [
    page,
    formFactor,
    ...CATEGORIES.map((id) => score(lhr, id)),
    metric(lhr, 'first-contentful-paint', 's'),
    metric(lhr, 'largest-contentful-paint', 's'),
    metric(lhr, 'total-blocking-time', 'ms'),
    metric(lhr, 'cumulative-layout-shift', ''),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const version = rows[0]?.lhr.lighthouseVersion ?? '?';
  console.log(`\nLighthouse ${version} (scores 0–100; mobile: simulated slow 4G + 4× CPU, desktop preset)`);
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n'));
}

// Last, so that every declaration above is initialised before it runs.
if (process.argv.includes('--audit')) {
  await audit();
} else {
  orchestrate();
}
