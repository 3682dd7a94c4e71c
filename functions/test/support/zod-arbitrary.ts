/**
 * A small zod 4 → fast-check mapper for the fuzz tests: it walks a contract schema's definition
 * and generates values shaped like what the schema accepts (types, enums, literals, lengths,
 * regexes, integer bounds, ISO datetimes). Refinements and transforms are not modelled, so some
 * values are still refused: the fuzz test only needs inputs near the valid ones, not all valid.
 * `zod-fast-check` supports zod 3 only; this covers the subset the contract uses.
 */
import fc from 'fast-check';
import type { z } from 'zod/mini';

type Arb = fc.Arbitrary<unknown>;

/** Arbitraries that replace (or join) what the schema would give, by field name. */
export type FieldHints = Record<string, Arb>;

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  element?: z.ZodMiniType;
  values?: unknown[];
  entries?: Record<string, unknown>;
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Most strings stay short (the test is about shapes; huge strings come from the mutations). */
const SHORT = 40;

/**
 * Unicode a hostile or unlucky client sends, by class (issue 14; contract/src/text.ts says what
 * each field accepts). JSON.stringify writes a lone surrogate as a `\udXXX` escape, as such a
 * client would.
 */
export const UNICODE_CLASSES = {
  loneSurrogate: ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDC00\uD800', 'a\uD83Db', '\uD83D', '\uDE00'],
  bidi: [
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200E',
    '\u200F',
  ],
  zeroWidth: ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u3164'],
  fullWidth: ['ＡＢＣ', 'ｓｔａｒｔ７８９', '１２３', '\uFF0C', '\uFF0E', '\u3000'],
  compatibility: ['\uFB01', '\u338F', '\u2460', '\u017F', '\u212A'],
  control: [
    '\u0000',
    '\u0001',
    '\u0007',
    '\u001B',
    '\u001F',
    '\u007F',
    '\u0080',
    '\u0085',
    '\u009B',
    '\u009F',
    '\t',
    '\r',
    '\r\n',
    '\n',
  ],
  astral: ['😀', '\u{20000}', '👨\u200D👩\u200D👧', '🇰🇷'],
  decomposedHangul: ['\u1100\u1161', '\u1112\u1161\u11AB', '\u1100\u1173\u11AF'],
  combining: ['e\u0301', '\u0301', 'a\u0308\u0323', `Z${'\u0336'.repeat(20)}`],
};

const unicodeFragment = fc.constantFrom(...Object.values(UNICODE_CLASSES).flat());

/** `base` with one to three Unicode fragments put in at random places. */
export function withUnicode(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(base, fc.array(fc.tuple(unicodeFragment, fc.nat()), { minLength: 1, maxLength: 3 }))
    .map(([text, inserts]) =>
      inserts.reduce((acc, [fragment, at]) => {
        const i = at % (acc.length + 1);
        return acc.slice(0, i) + fragment + acc.slice(i);
      }, text),
    );
}

/** Unicode fragments alone or inside text shaped like the app's fields. */
export const unicodeJunk: fc.Arbitrary<string> = fc.oneof(
  withUnicode(
    fc.constantFrom('', '가나다', '홍길동', 'START789', '1,234.56', '010-1234-5678', 'memo', 'no-such-id'),
  ),
  fc.array(unicodeFragment, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('')),
);

function checksOf(def: Def): CheckDef[] {
  return (def.checks ?? []).map((c) => c._zod.def);
}

/** What the schema's checks describe, or (one time in five) that with Unicode put in. */
function stringArb(def: Def): Arb {
  const shaped = shapedStringArb(def);
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: withUnicode(shaped), weight: 1 });
}

function shapedStringArb(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
  const max = Math.min(
    10_000,
    ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? 10_000),
  );
  if (def.format === 'datetime') {
    return fc
      .record({
        ms: fc.integer({ min: Date.now() - 40 * 86_400_000, max: Date.now() + 400 * 86_400_000 }),
        seoul: fc.boolean(),
      })
      .map(({ ms, seoul }) => {
        const iso = new Date(ms).toISOString();
        return seoul ? `${new Date(ms + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00` : iso;
      });
  }
  if (def.format === 'email') return fc.emailAddress();
  const regex = checks.find((c) => c.check === 'string_format' && c.format === 'regex')?.pattern;
  if (regex) {
    return fc.stringMatching(regex).filter((s) => s.length >= min && s.length <= max);
  }
  const upper = Math.max(min, Math.min(max, SHORT));
  return fc.oneof(
    fc.string({ minLength: min, maxLength: upper }),
    fc.string({ minLength: min, maxLength: upper, unit: 'grapheme' }),
    fc.constantFrom('정산 메모', '공지 제목입니다', '가나다라'),
    fc.integer({ min: 0, max: 1_000_000 }).map(String),
    fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 100).toFixed(2)),
  );
}

function numberArb(def: Def): Arb {
  const checks = checksOf(def);
  const integer = checks.some((c) => c.check === 'number_format');
  let min = -1_000_000;
  let max = 10_000_000;
  for (const c of checks) {
    const v = Number(c.value);
    if (c.check === 'greater_than') min = c.inclusive ? v : v + 1;
    if (c.check === 'less_than') max = c.inclusive ? v : v - 1;
  }
  if (integer) return fc.integer({ min, max });
  return fc.oneof(
    fc.integer({ min, max }),
    fc.integer({ min: min * 100, max: max * 100 }).map((n) => Math.round(n) / 100),
  );
}

/** Arbitrary values the schema (mostly) accepts. `hints` adds known-good values by field name. */
export function arbitraryOf(schema: z.ZodMiniType, hints: FieldHints = {}): Arb {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArb(def);
    case 'number':
      return numberArb(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return arbitraryOf(def.innerType as z.ZodMiniType, hints);
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType as z.ZodMiniType, hints), { nil: null });
    case 'pipe': {
      // A transform's output says nothing about its input: generate what goes in.
      const out = def.out as z.ZodMiniType;
      return arbitraryOf(defOf(out).type === 'transform' ? (def.in as z.ZodMiniType) : out, hints);
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => arbitraryOf(o, hints)));
    case 'array': {
      const checks = checksOf(def);
      const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
      const max = Math.min(5, ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? 5));
      return fc.array(arbitraryOf(def.element as z.ZodMiniType, hints), { minLength: min, maxLength: max });
    }
    case 'object': {
      const shape = def.shape ?? {};
      const record: Record<string, Arb> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        const generated = arbitraryOf(field, hints);
        const hint = hints[key];
        record[key] = hint
          ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: generated, weight: 1 })
          : generated;
        const fieldType = defOf(field).type;
        if (fieldType !== 'optional' && fieldType !== 'default') required.push(key);
      }
      return fc.record(record, { requiredKeys: required });
    }
    default:
      throw new Error(`arbitraryOf: zod type "${def.type}" is not mapped`);
  }
}
