/**
 * Exports (issue 18 item 4) on the emulators: every list that downloads answers CSV or Excel,
 * streamed by cursor; the Excel file is read back with exceljs (header, number cells, the 합계
 * row); the file name says what and when in Seoul time; a download without a reason is a Korean
 * 400; the access record keeps the action, count, filter, reason and format.
 */
import { EXPORT_REASON_REQUIRED, type AccessAction } from '@settle/contract/access-log';
import ExcelJS from 'exceljs';
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { collections } from '../../src/lib/collections.js';
import { seoulDay } from '../../src/lib/export/seoul-time.js';
import { db } from '../../src/lib/firebase.js';
import type { AccessEntryRecord } from '../../src/modules/access-log/entry-record.js';
import { inlineDispatcher } from '../../src/modules/settlement/dispatcher.js';
import type { TransactionRecord } from '../../src/modules/transactions/transaction-record.js';
import { approvedBy, createApprover } from '../support/approvals.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { bearer, key, newMember, setRates } from '../support/money.js';

const app = createApp({ settlementDispatcher: inlineDispatcher({ concurrency: 4 }) });
const REASON = '월말 정산 대조용';

async function download(admin: TestAccount, path: string, query: Record<string, string>) {
  const res = await request(app)
    .get(path)
    .query(query)
    .set(bearer(admin))
    .buffer(true)
    .parse((res, done) => {
      // supertest keeps a binary body as a Buffer with this parser (the answer is a Node stream).
      const stream = res as unknown as NodeJS.ReadableStream;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return res;
}

function arrayBufferOf(bytes: Buffer): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}

async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer-like `Buffer`: hand it the bytes' own ArrayBuffer.
  await book.xlsx.load(arrayBufferOf(body));
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

/** The rows as plain values (exceljs' values start at index 1). */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

function fileNameOf(res: { headers: Record<string, string> }): string {
  const match = /filename\*=UTF-8''([^;]+)/.exec(res.headers['content-disposition'] ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

async function entryOf(res: { headers: Record<string, string> }): Promise<AccessEntryRecord> {
  const snap = await db()
    .collection(collections.accessLog)
    .where('requestId', '==', res.headers['x-request-id'] ?? '')
    .get();
  expect(snap.size, 'one access entry per export').toBe(1);
  return snap.docs[0]?.data() as AccessEntryRecord;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const today = () => seoulDay(new Date());

describe('exports on the emulators', () => {
  let admin: TestAccount;
  let approver: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;
  let noAccount: TestAccount;

  async function credit(uid: string, amount: string) {
    const res = await approvedBy(
      app,
      approver,
      request(app)
        .post('/api/admin/processingRecords')
        .set(bearer(admin))
        .set('Idempotency-Key', key())
        .send({ userId: uid, amount, memo: '입금' }),
    );
    expect(res.status).toBe(201);
  }

  beforeAll(async () => {
    await resetEmulators();
    await setRates(138_550, 250);
    admin = await createAccount('admin@example.com', { admin: true });
    approver = await createApprover();
    alice = await newMember('alice@example.com', { name: '김민준' });
    bob = await newMember('bob@example.com', { name: '이서연', totalSettlementWon: 5_000 });
    noAccount = await newMember('none@example.com', { name: '박지호', bank: '', account: '' });
    await credit(alice.uid, '1234.56');
    await credit(bob.uid, '0.01');
    await credit(noAccount.uid, '5');
  });

  describe('a download without a reason', () => {
    const routes: [string, Record<string, string>, AccessAction][] = [
      ['/api/admin/users', {}, 'users.export'],
      ['/api/admin/transactions', {}, 'transactions.export'],
      ['/api/admin/processingRecords', {}, 'ledger.export'],
      ['/api/admin/processingRecords/settlementAll/lines', { batchId: 'any-batch' }, 'settlement.export'],
    ];
    for (const [path, query, action] of routes) {
      it(`GET ${path}?format=xlsx: 400 in Korean, no file, and the refusal is recorded as ${action}`, async () => {
        const res = await request(app)
          .get(path)
          .query({ ...query, format: 'xlsx' })
          .set(bearer(admin));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(`사유: ${EXPORT_REASON_REQUIRED}`);
        expect(res.headers['content-disposition']).toBeUndefined();
        expect(await entryOf(res)).toMatchObject({ action, status: 400, export: null });
      });
    }

    it('an unknown format is a 400 too', async () => {
      const res = await request(app)
        .get('/api/admin/users')
        .query({ format: 'pdf', reason: REASON })
        .set(bearer(admin));
      expect(res.status).toBe(400);
    });
  });

  it('members as Excel: Korean header, one row per member, masked accounts, numbers, 합계, the name and the record', async () => {
    const res = await download(admin, '/api/admin/users', {
      format: 'xlsx',
      reason: REASON,
      status: 'active',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(fileNameOf(res)).toMatch(new RegExp(`^회원목록_${today()}_\\d{4}\\.xlsx$`));
    const sheet = await sheetOf(res.body as Buffer);
    expect(sheet.name).toBe('회원목록');
    const [header, ...rows] = rowsOf(sheet);
    expect(header).toEqual([
      '이름',
      '이메일',
      '휴대폰',
      '은행',
      '계좌번호',
      '자산(P)',
      '누적 정산액(원)',
      '상태',
      '가입일',
      '활성화일',
      '반려 사유',
    ]);
    const totals = rows.pop();
    expect(rows.map((r) => r[0]).sort()).toEqual(['김민준', '박지호', '이서연']);
    const minjun = rows.find((r) => r[0] === '김민준') ?? [];
    expect(minjun[4]).toBe('****9012');
    expect(minjun[5]).toBe(1234.56);
    expect(minjun[8]).toBeInstanceOf(Date);
    expect(totals?.slice(0, 7)).toEqual(['합계', undefined, undefined, undefined, undefined, 1239.57, 5_000]);
    expect(await entryOf(res)).toMatchObject({
      action: 'users.export',
      status: 200,
      export: { count: 3, reason: REASON, filter: { status: 'active' } },
      details: { format: 'xlsx' },
    });
  });

  it('the ledger as CSV and Excel: the same rows newest first, amounts totalled, filtered by member', async () => {
    const csv = await request(app)
      .get('/api/admin/processingRecords')
      .query({ format: 'csv', reason: REASON })
      .set(bearer(admin));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(fileNameOf(csv)).toMatch(new RegExp(`^처리기록_${today()}_\\d{4}\\.csv$`));
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toContain('금액(P)');
    expect(lines.at(-1)).toMatch(/^합계,,,,,1239\.57,,0,/);

    const xlsx = await download(admin, '/api/admin/processingRecords', {
      format: 'xlsx',
      reason: REASON,
      userId: alice.uid,
    });
    expect(xlsx.status).toBe(200);
    const [, ...rows] = rowsOf(await sheetOf(xlsx.body as Buffer));
    expect(rows).toHaveLength(2);
    expect(rows[0]?.slice(2, 7)).toEqual(['김민준', alice.uid, '관리자 조정', 1234.56, 1234.56]);
    expect(rows[1]?.[0]).toBe('합계');
    expect(rows[1]?.[5]).toBe(1234.56);
    expect(await entryOf(xlsx)).toMatchObject({
      action: 'ledger.export',
      export: { count: 1, reason: REASON, filter: { userId: alice.uid } },
      details: { format: 'xlsx' },
    });
  });

  it('transactions past several walk chunks: every one once, in the list order, and the 합계 exact', async () => {
    const N = 1_203;
    const base = Date.now() - N * 1000;
    for (let start = 0; start < N; start += 500) {
      const batch = db().batch();
      for (let i = start; i < Math.min(N, start + 500); i += 1) {
        const at = Timestamp.fromMillis(base + i * 1000);
        const record: TransactionRecord = {
          uid: bob.uid,
          userName: '이서연',
          amountMinor: i + 1,
          memo: i === 7 ? '=HYPERLINK("x")' : `메모 ${i}`,
          status: 'pending',
          createdByRole: 'user',
          createdBy: bob.uid,
          createdAt: at,
          updatedAt: at,
          processedAt: null,
          processedBy: null,
          processingRecordId: null,
          canceledAt: null,
          deletedAt: null,
          deletedBy: null,
          deleteReason: null,
        };
        batch.set(
          db()
            .collection(collections.transactions)
            .doc(`tx-${String(i).padStart(5, '0')}`),
          record,
        );
      }
      await batch.commit();
    }
    const res = await download(admin, '/api/admin/transactions', {
      format: 'xlsx',
      reason: REASON,
      status: 'pending',
      sort: 'amount',
      order: 'asc',
    });
    expect(res.status).toBe(200);
    expect(fileNameOf(res)).toMatch(new RegExp(`^거래목록_처리대기_${today()}_\\d{4}\\.xlsx$`));
    const [header, ...rows] = rowsOf(await sheetOf(res.body as Buffer));
    expect(header?.[4]).toBe('금액(P)');
    const totals = rows.pop();
    expect(rows).toHaveLength(N);
    expect(rows.map((r) => r[4])).toEqual(Array.from({ length: N }, (_, i) => (i + 1) / 100));
    expect(new Set(rows.map((r) => r[0])).size).toBe(N);
    expect(rows[7]?.[6]).toBe('=HYPERLINK("x")');
    expect(totals?.[0]).toBe('합계');
    expect(Math.round(Number(totals?.[4]) * 100)).toBe((N * (N + 1)) / 2);
    expect(await entryOf(res)).toMatchObject({
      action: 'transactions.export',
      export: { count: N, filter: expect.objectContaining({ status: 'pending', sort: 'amount' }) },
    });
  });

  it("a settlement's lines: full accounts, totals equal to the batch's, named after the batch's date", async () => {
    const prepared = await request(app)
      .post('/api/admin/processingRecords/settlementAll/prepare')
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({});
    expect(prepared.status).toBe(201);
    const batch = prepared.body.data;
    const res = await download(admin, '/api/admin/processingRecords/settlementAll/lines', {
      batchId: batch.id,
      format: 'xlsx',
      reason: REASON,
    });
    expect(res.status).toBe(200);
    expect(fileNameOf(res)).toMatch(
      new RegExp(`^정산명세_${seoulDay(new Date(batch.preparedAt))}_\\d{4}\\.xlsx$`),
    );
    expect(fileNameOf(res)).not.toContain(batch.id);
    const [header, ...rows] = rowsOf(await sheetOf(res.body as Buffer));
    expect(header?.slice(4, 8)).toEqual(['자산(P)', '환산 금액(원)', '수수료(원)', '지급액(원)']);
    const totals = rows.pop();
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r[0] === '김민준')?.[3]).toBe('123-456-789012');
    // The 합계 sums the rows of the file, the skipped one (계좌 미등록) included, as a spreadsheet would.
    const sum = (i: number) => rows.reduce((acc, r) => acc + Number(r[i]), 0);
    expect(totals?.slice(5, 8)).toEqual([sum(5), sum(6), sum(7)]);
    expect(rows.find((r) => r[0] === '박지호')?.[8]).toBe('제외');
    expect(await entryOf(res)).toMatchObject({
      action: 'settlement.export',
      export: { count: 3, filter: { batchId: batch.id } },
      details: { format: 'xlsx', decrypted: 2 },
    });

    // Only the lines to pay: their 합계 is the batch's payable totals, to the won.
    const payable = await download(admin, '/api/admin/processingRecords/settlementAll/lines', {
      batchId: batch.id,
      status: 'pending',
      format: 'csv',
      reason: REASON,
    });
    expect(fileNameOf(payable)).toMatch(/^정산명세_대기_/);
    const csvLines = (payable.body as Buffer).toString('utf8').trim().split('\r\n');
    expect(csvLines).toHaveLength(4);
    expect(csvLines.at(-1)?.split(',').slice(5, 8)).toEqual(
      [batch.totals.gross, batch.totals.fee, batch.totals.net].map(String),
    );
  });
});
