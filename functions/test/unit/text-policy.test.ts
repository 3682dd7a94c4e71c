/**
 * "Every string a client sends" (PRODUCT.md, The member's app; contract/src/text.ts), proved: this
 * walks the body and query schema of every API route (support/fuzz-routes.ts, which the fuzz test
 * holds to the routes the app registers) down to each string, and sends a lone surrogate there.
 * Each must be refused at exactly that path with the text policy's message, as the first issue
 * of that field, so the API's 400 names it. A string added to a request schema without the policy
 * fails here by its route and path.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { textMessages } from '@settle/contract/text';
import { routeName, routes, type Caller } from '../support/fuzz-routes.js';
import { stringLeaves, type Leaf } from '../support/string-leaves.js';

const BROKEN = 'a\uD800b';

/** What is wrong with the schema's answer to a lone surrogate at the leaf, or null. */
function problemAt(schema: z.ZodMiniType, leaf: Leaf): string | null {
  const result = schema.safeParse(leaf.input(BROKEN));
  if (result.success) return 'accepted';
  const at = result.error.issues.filter((issue) => issue.path.join('.') === leaf.path.join('.'));
  const first = at[0];
  if (!first)
    return `no issue at the path (got ${result.error.issues.map((i) => i.path.join('.')).join(', ')})`;
  if (first.message !== textMessages.illFormed) return `first issue there is "${first.message}"`;
  return null;
}

interface Target {
  name: string;
  schema: z.ZodMiniType;
}

/** Every body and query schema of every route, per caller where the body depends on it. */
function targets(): Target[] {
  const out: Target[] = [];
  for (const route of routes) {
    if (route.query) out.push({ name: `${routeName(route)} query`, schema: route.query });
    const body = route.body;
    if (typeof body === 'function') {
      const byCaller = new Map<z.ZodMiniType, Caller>();
      for (const caller of route.callers) if (!byCaller.has(body(caller))) byCaller.set(body(caller), caller);
      for (const [schema, caller] of byCaller)
        out.push({ name: `${routeName(route)} body (as ${caller})`, schema });
    } else if (body) out.push({ name: `${routeName(route)} body`, schema: body });
  }
  return out;
}

describe('the text policy covers every string of every request schema', () => {
  const all = targets().flatMap((target) =>
    stringLeaves(target.schema).map((leaf) => ({
      ...target,
      leaf,
      where: `${target.name} ${leaf.path.join('.')}`,
    })),
  );

  it('finds the strings: every route with a body or query, and the known fields among them', () => {
    const where = new Set(all.map((a) => a.where));
    // A walk that finds nothing proves nothing: a few fields of each kind must be among them.
    for (const known of [
      'POST /api/transactions body memo',
      'POST /api/transactions body amount',
      'POST /api/users/register body (as public) password',
      'POST /api/users/register body (as public) email',
      'POST /api/users/register body (as newcomer) name',
      'POST /api/admin/push/message body target.userIds.0',
      'DELETE /api/admin/processingRecords body ids.0',
      'GET /api/admin/users query q',
      'GET /api/admin/schedules query from',
      'GET /api/admin/transactions query to',
      'POST /api/admin/users/inviteCode body expiresAt',
      'POST /api/users/fcmToken body fcmToken',
    ]) {
      expect(where, known).toContain(known);
    }
    console.log(`text policy: ${all.length} strings in ${targets().length} request schemas`);
    expect(all.length).toBeGreaterThan(60);
  });

  it('refuses a lone surrogate at each of them, at its path, with the policy message first', () => {
    const problems = all.flatMap(({ schema, leaf, where }) => {
      const problem = problemAt(schema, leaf);
      return problem === null ? [] : [`${where}: ${problem}`];
    });
    expect(problems).toEqual([]);
  });

  it('would fail on a string without the policy, inside any wrapper the walk knows', () => {
    const unpoliced = z.strictObject({
      ok: z.string().check(z.refine((s) => !/[\uD800-\uDFFF]/u.test(s), textMessages.illFormed)),
      plain: z.optional(z.string()),
      nested: z.object({
        list: z.array(
          z.pipe(
            z.string(),
            z.transform((s: string) => s.length),
          ),
        ),
      }),
      choice: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('a'), text: z.string().check(z.trim()) }),
      ]),
    });
    const found = stringLeaves(unpoliced).map((leaf) => [
      leaf.path.join('.'),
      problemAt(unpoliced, leaf) !== null,
    ]);
    expect(found).toEqual([
      ['ok', false],
      ['plain', true],
      ['nested.list.0', true],
      ['choice.text', true],
    ]);
  });

  it('refuses to walk a type it does not know', () => {
    expect(() => stringLeaves(z.record(z.string(), z.string()))).toThrow(/not walked/);
  });
});
