/**
 * The API's body reader (http/middleware/json-body.ts) in two shapes:
 * - in-process: the Express app alone, as every other API test runs it;
 * - under the runtime: the exported `api` function (index.ts: its diagnostics hook, the
 *   firebase-functions `onRequest` wrapper, the lazily imported app) served by Google's own
 *   functions-framework — the server Cloud Functions runs in production, which parses every body
 *   with body-parser before the function is called. The Hosting → Functions emulator shape is
 *   e2e/api-edge.test.ts.
 * Both must give the same JSON answers in Korean and write nothing.
 */
import { gzipSync } from 'node:zlib';
import { http as registerHttpFunction } from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import { IDEMPOTENCY_HEADER } from '@settle/contract/api';
import { messages } from '@settle/contract/messages';
import type { Server } from 'node:http';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { api } from '../../src/index.js';
import { collections } from '../../src/lib/collections.js';
import { db } from '../../src/lib/firebase.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';
import { key, setRates } from '../support/money.js';

// firebase-functions types its handler with Express 4's request, the framework with Express 5's:
// at runtime they are the same objects (production hands the framework's request to `api`).
type ApiRequest = Parameters<typeof api>[0];
type ApiResponse = Parameters<typeof api>[1];
registerHttpFunction('api', (req, res) => api(req as unknown as ApiRequest, res as unknown as ApiResponse));

const shapes: [string, () => Server | ReturnType<typeof createApp>][] = [
  ['in-process Express app', () => createApp()],
  ['functions-framework runtime (production server)', () => getTestServer('api')],
];

const TOO_LARGE = messages.bodyTooLarge(32);

interface Case {
  name: string;
  contentType?: string;
  contentEncoding?: string;
  body: string | Buffer;
  status: number;
  message: string;
}

const BAD_BODIES: Case[] = [
  {
    name: 'malformed JSON',
    contentType: 'application/json',
    body: '{"amount": 1,',
    status: 400,
    message: messages.invalidBody,
  },
  {
    name: 'a JSON null',
    contentType: 'application/json',
    body: 'null',
    status: 400,
    message: messages.invalidBody,
  },
  {
    name: 'a JSON string',
    contentType: 'application/json',
    body: '"1"',
    status: 400,
    message: messages.invalidBody,
  },
  {
    name: 'a JSON array',
    contentType: 'application/json',
    body: '[{"amount":1}]',
    status: 400,
    message: messages.invalidBody,
  },
  {
    name: 'bytes that are not UTF-8',
    contentType: 'application/json',
    body: Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    status: 400,
    message: messages.invalidBody,
  },
  {
    name: 'charset=utf-16',
    contentType: 'application/json; charset=utf-16',
    body: '{"amount":1}',
    status: 415,
    message: messages.bodyNotJson,
  },
  {
    name: 'a form-encoded body',
    contentType: 'application/x-www-form-urlencoded',
    body: 'amount=1&memo=x',
    status: 415,
    message: messages.bodyNotJson,
  },
  {
    name: 'JSON sent as text/plain',
    contentType: 'text/plain',
    body: '{"amount":1}',
    status: 415,
    message: messages.bodyNotJson,
  },
  { name: 'a body without a content type', body: '{"amount":1}', status: 415, message: messages.bodyNotJson },
  {
    name: 'a gzip body (20 MB inflated)',
    contentType: 'application/json',
    contentEncoding: 'gzip',
    body: gzipSync(JSON.stringify({ amount: 1, memo: 'x'.repeat(20 * 1024 * 1024) })),
    status: 415,
    message: messages.bodyEncoded,
  },
  {
    name: 'a 1 MiB JSON body',
    contentType: 'application/json',
    body: JSON.stringify({ amount: 1, memo: 'x'.repeat(1024 * 1024) }),
    status: 413,
    message: TOO_LARGE,
  },
  {
    name: 'a body just over 32 KB',
    contentType: 'application/json',
    body: JSON.stringify({ amount: 1, memo: '가'.repeat(11_000) }),
    status: 413,
    message: TOO_LARGE,
  },
];

describe.each(shapes)('request bodies: %s', (_shape, serve) => {
  let member: TestAccount;
  let server: ReturnType<(typeof shapes)[number][1]>;

  beforeAll(() => {
    server = serve();
  });

  beforeEach(async () => {
    await resetEmulators();
    await setRates(135025, 100);
    member = await createAccount('member@example.com');
    await createMemberProfile(member);
  });

  async function written(): Promise<number> {
    const [transactions, keys] = await Promise.all([
      db().collection(collections.transactions).count().get(),
      db().collection(collections.idempotencyKeys).count().get(),
    ]);
    return transactions.data().count + keys.data().count;
  }

  it.each(BAD_BODIES)('$name → $status JSON in Korean, nothing written', async (c) => {
    let test = request(server)
      .post('/api/transactions')
      .set('Authorization', `Bearer ${member.token}`)
      .set(IDEMPOTENCY_HEADER, key());
    if (c.contentType !== undefined) test = test.set('Content-Type', c.contentType);
    if (c.contentEncoding !== undefined) test = test.set('Content-Encoding', c.contentEncoding);
    // superagent would JSON-encode a Buffer sent as application/json: send its bytes as they are.
    if (Buffer.isBuffer(c.body)) test = test.serialize((bytes: unknown) => bytes as string);
    const res = await test.send(c.body);
    expect(res.status, JSON.stringify(res.body)).toBe(c.status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ message: c.message });
    expect(res.text).not.toMatch(/at .*\.js|<html|<pre/i);
    expect(await written()).toBe(0);
  });

  it('refuses a bad body on the public sign-up route too, before anything else', async () => {
    const res = await request(server)
      .post('/api/users/validateInviteCode')
      .set('Content-Type', 'application/json')
      .send('{"code":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid-argument', message: messages.invalidBody });
  });

  it('takes JSON in UTF-8 however the charset is spelled, with or without a BOM', async () => {
    for (const [contentType, body] of [
      ['application/json; charset=UTF-8', '{"amount":"1,234.50","memo":"첫 거래"}'],
      ['Application/JSON', '\uFEFF{"amount":2}'],
    ] as const) {
      const res = await request(server)
        .post('/api/transactions')
        .set('Authorization', `Bearer ${member.token}`)
        .set(IDEMPOTENCY_HEADER, key())
        .set('Content-Type', contentType)
        .send(body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expect((await db().collection(collections.transactions).count().get()).data().count).toBe(2);
  });

  it('ignores a body sent with GET (it has no meaning there), whatever it holds', async () => {
    const res = await request(server)
      .get('/api/main/exchangeRate')
      .set('Authorization', `Bearer ${member.token}`)
      .set('Content-Type', 'text/plain')
      .send('{"value": ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ value: 1350.25 });
  });

  it('treats a write without a body as an empty one (the route then says what is missing)', async () => {
    const res = await request(server)
      .post('/api/transactions')
      .set('Authorization', `Bearer ${member.token}`)
      .set(IDEMPOTENCY_HEADER, key());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'amount' });
    const readAll = await request(server)
      .patch('/api/push/message/readAll')
      .set('Authorization', `Bearer ${member.token}`)
      .set('Content-Type', 'application/json');
    expect(readAll.status, JSON.stringify(readAll.body)).toBe(200);
  });
});
