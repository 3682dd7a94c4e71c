/** The text of `npm run bench -- --only lists` (scripts/lib/bench-lists.ts) from its JSON. */
import {
  AIM_P95_RATIO,
  AIM_SETTLEMENT_RATIO,
  FIRST_PAGE_CONSTANT,
  type ListsBench,
  type PageSample,
} from './bench-lists.js';
import { settlementTable } from './bench-settlement-run.js';

const aim = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const count = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));
const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Reads without what count() bills beyond 1: the page, the look-ahead, lookups, one per aggregation. */
const withoutCountBilling = (s: PageSample) => s.split.docs + s.split.aggregations;

const reads = (s: PageSample | undefined | null) =>
  s ? (s.readsMin === s.readsMax ? String(s.reads) : `${s.reads} (${s.readsMin}–${s.readsMax})`) : '—';

export function listsReport(r: ListsBench): string {
  const [small, big] = r.sizes.map(String);
  const out: string[] = [];
  out.push(`\n== admin lists at ${r.sizes.map((n) => n.toLocaleString('en-US')).join(' and ')} members (same emulator database, grown)`);
  out.push(`search tokens: ${r.tokenSource}`);
  for (const s of r.seeding) {
    out.push(`seeded up to ${s.members.toLocaleString('en-US')} members: ${s.writes.toLocaleString('en-US')} writes in ${s.seconds.toFixed(1)} s (${(s.writes / s.seconds).toFixed(0)} writes/s; batches of 500, 6 in flight)`);
  }
  if (small === undefined || big === undefined) return out.join('\n');
  const a = count(Number(small));
  const b = count(Number(big));
  const rows: string[][] = [];
  for (const c of r.cases) {
    const at = { small: c.at[small], big: c.at[big] };
    for (const kind of ['first', 'deep'] as const) {
      const s = at.small?.[kind];
      const l = at.big?.[kind];
      if (kind === 'first' && !l && at.big?.skipped) {
        rows.push([c.name, '1', reads(s), 'not asked', '', s ? ms(s.p50Ms) : '—', '', s ? ms(s.p95Ms) : '—', '', '', '', at.big.skipped]);
        continue;
      }
      if (kind === 'deep' && !s && !l) {
        if (!at.big?.skipped) rows.push(['', 'deep', '—', '—', '', '', '', '', '', '', '', at.big?.deepSkipped ?? at.small?.deepSkipped ?? '']);
        continue;
      }
      const page = kind === 'first' ? '1' : `${s?.page ?? '—'}/${l?.page ?? '—'}`;
      const countReads = (x: PageSample | null | undefined) => (x ? String(x.split.aggregationReads) : '—');
      let readsAim = '';
      if (l && kind === 'first') readsAim = aim(withoutCountBilling(l) <= c.pageSize + 1 + FIRST_PAGE_CONSTANT);
      // A short list's last page at the small size holds fewer rows and no look-ahead document:
      // a full page and its look-ahead may be read at the large size instead.
      if (l && s && kind === 'deep') {
        readsAim = aim(l.reads <= s.reads + (s.items < c.pageSize ? c.pageSize + 1 - s.items : 0));
      }
      const ratio = s && l && s.p95Ms > 0 ? l.p95Ms / s.p95Ms : null;
      const notes = [s?.note, l?.note, l && l.requests < 5 ? `${l.requests} request(s) at ${b}` : '', s && s.status !== 200 ? `HTTP ${s.status}` : '', l && l.status !== 200 ? `HTTP ${l.status}` : '']
        .filter(Boolean)
        .join('; ');
      rows.push([
        kind === 'first' ? c.name : '',
        page,
        reads(s),
        reads(l),
        `${countReads(s)}/${countReads(l)}`,
        s ? ms(s.p50Ms) : '—',
        l ? ms(l.p50Ms) : '—',
        s ? ms(s.p95Ms) : '—',
        l ? ms(l.p95Ms) : '—',
        ratio === null ? '—' : `${ratio.toFixed(2)}×`,
        readsAim,
        ratio === null ? '' : `${aim(ratio <= AIM_P95_RATIO)}${notes ? ` (${notes})` : ''}`,
      ]);
    }
  }
  out.push(
    table(
      [
        'list',
        'page',
        `reads ${a}`,
        `reads ${b}`,
        'count() reads',
        `p50 ${a}`,
        `p50 ${b}`,
        `p95 ${a}`,
        `p95 ${b}`,
        'p95 ratio',
        'reads aim',
        `p95 ≤ ${AIM_P95_RATIO}×`,
      ],
      rows,
    ),
  );
  out.push(
    [
      `Requests one at a time, ${r.repeats} per page (fewer where noted), latency in ms in this process; reads are billed reads of`,
      'one request counted at the SDK (the median request; the spread in brackets): one per document returned (an empty',
      'answer 1), and per aggregation one per 1,000 index entries it matched ("count() reads", small/large size: the',
      `total of a first page). page: 1, or the page reached after following nextCursor up to ${20} times (small/large).`,
      `reads aim: a first page reads at most its page + 1 look-ahead + ${FIRST_PAGE_CONSTANT} at the large size, counting each`,
      'aggregation as 1 (its per-1,000 billing is the separate column: it grows with the list by design, once per list);',
      'a deep page reads no more at the large size than at the small one. The emulator keeps no indexes: it scans, so',
      'its latency grows with a collection whatever the query; Firestore serves an indexed query in time of the page.',
    ].join('\n'),
  );

  out.push(`\n== export`);
  out.push(r.export.available ? `${r.export.rows.toLocaleString('en-US')} rows: ${JSON.stringify(r.export.result)}` : `export: not available (${r.export.why})`);

  if (r.settlement.length > 0) {
    out.push('\n== settlement at scale (Firestore emulator)');
    out.push(settlementTable(r.settlement));
    const [low, high] = r.settlement;
    if (low && high) {
      const time = (row: typeof low) => row.prepareS + row.executeS;
      const perMember = (row: typeof low) => (row.prepareWrites + row.executeWrites) / row.n;
      const ratio = time(high) / time(low);
      out.push(
        `${high.n.toLocaleString('en-US')} vs ${low.n.toLocaleString('en-US')} members: prepare + execute ${time(high).toFixed(1)} s vs ${time(low).toFixed(1)} s = ${ratio.toFixed(2)}× ` +
          `(aim ≤ ${AIM_SETTLEMENT_RATIO}×: ${aim(ratio <= AIM_SETTLEMENT_RATIO)}); writes/member ${perMember(high).toFixed(2)} vs ${perMember(low).toFixed(2)} ` +
          `(unchanged: ${aim(Math.abs(perMember(high) - perMember(low)) < 0.02)})`,
      );
    }
  }
  return out.join('\n');
}
