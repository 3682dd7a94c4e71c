/**
 * Every place a request schema takes a string, read from the zod/mini definition tree: object
 * fields, optional/default/nullable wrappers, a pipe's input side, union options and array
 * elements ('*' stands for any index). Enums, literals, numbers and booleans are not strings a
 * person types, so they are not listed.
 */
import type { z } from 'zod/mini';

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  element?: z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export type LeafPath = (string | '*')[];

export function stringLeaves(schema: z.ZodMiniType, at: LeafPath = []): LeafPath[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [at];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => stringLeaves(field, [...at, key]));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
      return stringLeaves(def.innerType as z.ZodMiniType, at);
    case 'pipe':
      return stringLeaves(def.in as z.ZodMiniType, at);
    case 'union':
      return unique((def.options ?? []).flatMap((option) => stringLeaves(option, at)));
    case 'array':
      return stringLeaves(def.element as z.ZodMiniType, [...at, '*']);
    default:
      return [];
  }
}

function unique(paths: LeafPath[]): LeafPath[] {
  const seen = new Map<string, LeafPath>();
  for (const path of paths) seen.set(path.join('.'), path);
  return [...seen.values()];
}

/**
 * `value` with the string at `path` replaced ('*' is index 0), or undefined when `value` has no
 * string there (an optional field left out, another union option, an empty array).
 */
export function withLeaf(value: unknown, path: LeafPath, leaf: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return typeof value === 'string' ? leaf : undefined;
  if (head === '*') {
    if (!Array.isArray(value) || value.length === 0) return undefined;
    const first = withLeaf(value[0], rest, leaf);
    return first === undefined ? undefined : [first, ...value.slice(1)];
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !(head in value))
    return undefined;
  const inner = withLeaf((value as Record<string, unknown>)[head], rest, leaf);
  return inner === undefined ? undefined : { ...value, [head]: inner };
}

/** The dotted field path the API names for `path` (`ids.0`, `target.userIds.0`). */
export const fieldOf = (path: LeafPath) => path.map((part) => (part === '*' ? '0' : part)).join('.');
