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

function checksOf(def: Def): CheckDef[] {
  return (def.checks ?? []).map((c) => c._zod.def);
}

function stringArb(def: Def): Arb {
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
