/**
 * The fuzz test's inputs: bodies and queries generated from a contract schema, then mutated
 * (wrong types, huge strings, negative and 3-decimal money, NaN and Infinity as strings, 1e309,
 * numbers as strings, nested junk, unknown fields, `__proto__`/`constructor`/`prototype` keys
 * kept as raw JSON, Unicode of every troublesome class: lone surrogates, bidi and zero-width
 * characters, full-width and compatibility forms, C0/C1 controls, 4-byte characters, decomposed
 * Hangul, combining marks), and junk path ids.
 */
import fc from 'fast-check';
import type { z } from 'zod/mini';
import { arbitraryOf, unicodeJunk, type FieldHints } from './zod-arbitrary.js';

// ---------------------------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------------------------

/** A JSON token written as is (1e309 has no JS value that JSON.stringify would print so). */
const RAW = (token: string) => `\u0000RAW:${token}`;
const toJson = (value: unknown): string =>
  (JSON.stringify(value) ?? 'null').replace(/"\\u0000RAW:([^"]*)"/g, '$1');

/** An object with `key` as an own property, `__proto__` included (a plain assignment would not be). */
function withKey(target: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  const entries: [string, unknown][] = [...Object.entries(target).filter(([k]) => k !== key), [key, value]];
  for (const [k, v] of entries) {
    Object.defineProperty(copy, k, { value: v, enumerable: true, configurable: true, writable: true });
  }
  return copy;
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
const pollution = fc.constantFrom<unknown>(
  { polluted: true },
  { prototype: { polluted: true } },
  withKey({}, '__proto__', { polluted: true }),
  'polluted',
);

const JUNK_CONSTANTS: unknown[] = [
  null,
  true,
  false,
  '',
  '   ',
  0,
  -1,
  -0.01,
  -1000,
  1.234,
  0.001,
  -123.456,
  99.999,
  1e21,
  2 ** 53 + 2,
  10_000_000_000_001,
  'NaN',
  'Infinity',
  '-Infinity',
  'nan',
  '1e309',
  '1e3',
  '0x10',
  '1,234.567',
  '1,5',
  '1,50',
  '1,2,3',
  '1234,567',
  ' 12.5 ',
  '-5',
  '12.345',
  '0.00',
  '１２３',
  RAW('1e309'),
  RAW('-1e309'),
  RAW('1e-400'),
  RAW('123456789012345678901234567890'),
  RAW('-0'),
  [],
  {},
  [null],
  { a: { b: { c: [1, { d: 'x' }] } } },
  ['1', '2'],
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '😀'.repeat(50),
];

const hugeString = fc.oneof(
  // Past the JSON body limit (32 KB): 413.
  fc.integer({ min: 100_001, max: 110_000 }).map((n) => 'x'.repeat(n)),
  // Under it but past every field's length.
  fc.integer({ min: 2_001, max: 20_000 }).map((n) => '가'.repeat(Math.floor(n / 3))),
  fc.integer({ min: 201, max: 5_000 }).map((n) => 'a'.repeat(n)),
);

const junk: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...JUNK_CONSTANTS), weight: 6 },
  { arbitrary: unicodeJunk, weight: 3 },
  { arbitrary: hugeString, weight: 2 },
  { arbitrary: fc.string(), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: pollution, weight: 1 },
);

type Mutation =
  | { kind: 'set'; pick: number; value: unknown }
  | { kind: 'delete'; pick: number }
  | { kind: 'unknown'; key: string; value: unknown }
  | { kind: 'proto'; key: (typeof PROTO_KEYS)[number]; nested: number; value: unknown };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), value: junk }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('unknown' as const),
      key: fc.oneof(fc.constantFrom('role', 'assetsMinor', 'status', 'uid', 'admin', 'extra'), fc.string()),
      value: junk,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('proto' as const),
      key: fc.constantFrom(...PROTO_KEYS),
      nested: fc.nat(),
      value: pollution,
    }),
    weight: 2,
  },
);

function keysOf(schema: z.ZodMiniType | undefined): string[] {
  const def = (schema as unknown as { _zod?: { def: { shape?: object; in?: z.ZodMiniType } } } | undefined)
    ?._zod?.def;
  return def?.shape ? Object.keys(def.shape) : [];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function mutate(value: unknown, schemaKeys: string[], mutation: Mutation): unknown {
  const base = isObject(value) ? value : {};
  const keys = [...new Set([...schemaKeys, ...Object.keys(base)])];
  const pick = (n: number) => keys[n % Math.max(1, keys.length)] ?? 'value';
  switch (mutation.kind) {
    case 'set':
      return withKey(base, pick(mutation.pick), mutation.value);
    case 'delete': {
      const gone = pick(mutation.pick);
      // fromEntries defines each key, so an own `__proto__` stays a plain key.
      return Object.fromEntries(Object.entries(base).filter(([k]) => k !== gone));
    }
    case 'unknown':
      return withKey(base, mutation.key, mutation.value);
    case 'proto': {
      // Either at the top or inside one of the fields (an object field, or one made so).
      if (mutation.nested % 2 === 0 || keys.length === 0) return withKey(base, mutation.key, mutation.value);
      const field = pick(mutation.nested);
      const inner = isObject(base[field]) ? base[field] : {};
      return withKey(base, field, withKey(inner, mutation.key, mutation.value));
    }
  }
}

/** A body as sent: a raw JSON text (or another content type). */
export interface BodyCase {
  raw: string;
  contentType: string;
}

export function bodyArb(schema: z.ZodMiniType | undefined, hints: FieldHints): fc.Arbitrary<BodyCase> {
  const valid = schema ? arbitraryOf(schema, hints) : fc.constant({});
  const keys = keysOf(schema);
  const json = (v: unknown): BodyCase => ({ raw: toJson(v), contentType: 'application/json' });
  return fc.oneof(
    { arbitrary: valid.map(json), weight: 3 },
    {
      arbitrary: fc
        .tuple(valid, fc.array(mutationArb, { minLength: 1, maxLength: 3 }))
        .map(([v, ms]) => json(ms.reduce<unknown>((acc, m) => mutate(acc, keys, m), v))),
      weight: 8,
    },
    // The whole body is junk: an array, a string, a number, null, a huge or broken JSON text.
    { arbitrary: junk.map(json), weight: 1 },
    {
      arbitrary: fc.constantFrom<BodyCase>(
        { raw: '{"amount": 1', contentType: 'application/json' },
        {
          raw: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
          contentType: 'application/json',
        },
        { raw: 'amount=1&memo=x', contentType: 'application/x-www-form-urlencoded' },
        { raw: 'not json at all', contentType: 'text/plain' },
        { raw: '', contentType: 'application/json' },
      ),
      weight: 1,
    },
  );
}

export type QueryPairs = [string, string][];

const junkQueryValue = fc.oneof(
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-1',
    '0',
    '1.234',
    '2.5',
    '',
    ' ',
    '99999999999999999999',
    '0x10',
    '한글',
    '[object Object]',
    'true',
    'null',
    '%',
    '2026-02-30',
    '2026-13-01T00:00:00Z',
  ),
  fc.string(),
  unicodeJunk,
  // URLs stay under Node's 16 KB header limit with 3 of these and a long id (past it Node
  // answers 431 before the app runs).
  fc.integer({ min: 101, max: 4_000 }).map((n) => 'q'.repeat(n)),
);

export function queryArb(schema: z.ZodMiniType | undefined, hints: FieldHints): fc.Arbitrary<QueryPairs> {
  const valid: fc.Arbitrary<QueryPairs> = (schema ? arbitraryOf(schema, hints) : fc.constant({})).map((v) =>
    Object.entries(isObject(v) ? v : {})
      .filter(([, x]) => x !== undefined)
      .map(([k, x]): [string, string] => [k, String(x)]),
  );
  const keys = keysOf(schema);
  const queryMutation = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), value: junkQueryValue }),
    fc.record({ kind: fc.constant('repeat' as const), pick: fc.nat(), value: junkQueryValue }),
    fc.record({
      kind: fc.constant('unknown' as const),
      key: fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        '__proto__[polluted]',
        'a[b]',
        'extra',
        '',
      ),
      value: junkQueryValue,
    }),
  );
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    {
      arbitrary: fc
        .tuple(valid, fc.array(queryMutation, { minLength: 1, maxLength: 3 }))
        .map(([pairs, ms]) => {
          let out = [...pairs];
          for (const m of ms) {
            const k = keys.length > 0 ? (keys[m.kind === 'unknown' ? 0 : m.pick % keys.length] ?? 'q') : 'q';
            if (m.kind === 'set') out = [...out.filter(([name]) => name !== k), [k, m.value]];
            else if (m.kind === 'repeat') out = [...out, [k, m.value], [k, m.value]];
            else out = [...out, [m.key, m.value]];
          }
          // Past ~16 KB of headers Node answers 431 before the app runs: keep the URL well under.
          while (out.length > 0 && queryString(out).length > 10_000) out = out.slice(0, -1);
          return out;
        }),
      weight: 5,
    },
  );
}

/**
 * Percent-encodes by code point. encodeURIComponent throws on a lone surrogate; a hostile client
 * sends its generalised UTF-8 bytes instead (U+D800 as %ED%A0%80), which is not UTF-8.
 */
function encodeComponent(text: string): string {
  return Array.from(text, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  }).join('');
}

export const queryString = (pairs: QueryPairs) =>
  pairs.length === 0
    ? ''
    : `?${pairs.map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`).join('&')}`;

export const JUNK_IDS = [
  'no-such-id',
  '__proto__',
  'constructor',
  'prototype',
  '__reserved__',
  '%2E%2E',
  '.',
  '%2F',
  'a%2Fb',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '%ED%95%9C%EA%B8%80',
  // A lone surrogate (U+D800 as generalised UTF-8), bidi override, zero-width space, NEL (C1),
  // full-width A, a combining mark, an emoji, decomposed Hangul (ᄀ + ᅡ).
  '%ED%A0%80',
  'a%E2%80%AEb',
  'a%E2%80%8Bb',
  'a%C2%85b',
  '%EF%BC%A1',
  'e%CC%81',
  '%F0%9F%98%80',
  '%E1%84%80%E1%85%A1',
  '%20',
  '%20padded%20',
  'x'.repeat(1_600),
  'NaN',
  '-1',
  '1e309',
];
