/**
 * Every place a request schema takes a string, read from the zod/mini definition tree as its
 * input side sees it: object shapes, optional/default/nullable wrappers, the input side of a pipe
 * (the output side gets what the input side let through), each union option and each array
 * element (index 0). Enums, literals, numbers and booleans hold no text a client types. A type
 * the walk does not know throws rather than being skipped: it could hide a string.
 *
 * Used by the text-policy unit test (a lone surrogate at each leaf of a minimal input) and the
 * edge suite (the same leaf in a contract-valid body, sent through Hosting).
 */
import type { z } from 'zod/mini';

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  element?: z.ZodMiniType;
  values?: unknown[];
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** One string the walk found: its path, and a minimal input carrying `value` there. */
export interface Leaf {
  path: (string | number)[];
  /** An object's literal fields are filled in, so a discriminated union picks the leaf's option. */
  input: (value: string) => unknown;
}

/** Types that hold no string a client could send. */
const SCALARS = new Set(['number', 'boolean', 'literal', 'enum', 'bigint', 'null', 'undefined', 'date']);

export function stringLeaves(schema: z.ZodMiniType): Leaf[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [{ path: [], input: (value) => value }];
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return stringLeaves(def.innerType as z.ZodMiniType);
    case 'pipe':
      return stringLeaves(def.in as z.ZodMiniType);
    case 'union':
      return (def.options ?? []).flatMap(stringLeaves);
    case 'array':
      return stringLeaves(def.element as z.ZodMiniType).map((leaf) => ({
        path: [0, ...leaf.path],
        input: (value) => [leaf.input(value)],
      }));
    case 'object': {
      const shape = def.shape ?? {};
      const literals: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const fieldDef = defOf(field);
        if (fieldDef.type === 'literal') literals[key] = fieldDef.values?.[0];
      }
      return Object.entries(shape).flatMap(([key, field]) =>
        stringLeaves(field).map((leaf) => ({
          path: [key, ...leaf.path],
          input: (value: string) => ({ ...literals, [key]: leaf.input(value) }),
        })),
      );
    }
    default:
      if (SCALARS.has(def.type)) return [];
      throw new Error(`string-leaves walk: zod type "${def.type}" is not walked`);
  }
}

/** The dotted field path the API names for a leaf (`memo`, `ids.0`, `target.userIds.0`). */
export const fieldOf = (leaf: Pick<Leaf, 'path'>) => leaf.path.join('.');

/**
 * `value` with the string at the leaf's path replaced, or undefined when `value` has no string
 * there (an optional field left out, another union option, an empty array).
 */
export function withLeaf(value: unknown, path: Leaf['path'], replacement: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return typeof value === 'string' ? replacement : undefined;
  if (typeof head === 'number') {
    if (!Array.isArray(value) || value.length <= head) return undefined;
    const inner = withLeaf(value[head], rest, replacement);
    return inner === undefined ? undefined : value.map((item, i) => (i === head ? inner : item));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !(head in value))
    return undefined;
  const inner = withLeaf((value as Record<string, unknown>)[head], rest, replacement);
  return inner === undefined ? undefined : { ...value, [head]: inner };
}
