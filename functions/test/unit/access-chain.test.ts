import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { blockHash, blockId, canonicalJson, entryHash } from '../../src/modules/access-log/chain.js';
import { decodeCursor, encodeCursor } from '../../src/modules/access-log/access-lists.js';
import { monthsBefore } from '../../src/modules/access-log/reviews.js';
import { seoulMonthAndHour } from '../../src/modules/access-log/entry-record.js';

describe('the access record hashes', () => {
  it('hash the same content the same whatever the key order, to the nanosecond', () => {
    const at = new Timestamp(1_764_000_000, 123_456_000);
    const a = { b: 1, a: { y: [1, 'x'], x: null }, at };
    const b = { at, a: { x: null, y: [1, 'x'] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":{"x":null,"y":[1,"x"]},"at":{"$ts":"1764000000.123456000"},"b":1}');
    expect(entryHash('e1', a)).toBe(entryHash('e1', b));
    expect(entryHash('e1', a)).not.toBe(entryHash('e2', a));
    expect(entryHash('e1', a)).not.toBe(
      entryHash('e1', { ...a, at: new Timestamp(1_764_000_000, 123_457_000) }),
    );
    expect(entryHash('e1', { s: '1' })).not.toBe(entryHash('e1', { s: 1 }));
  });

  it('change a block hash with its order, its sequence and its predecessor', () => {
    const block = { seq: 2, prevHash: 'a'.repeat(64), entryIds: ['x', 'y'], entryHashes: ['1', '2'] };
    const hash = blockHash(block);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(blockHash({ ...block, entryIds: ['y', 'x'], entryHashes: ['2', '1'] })).not.toBe(hash);
    expect(blockHash({ ...block, seq: 3 })).not.toBe(hash);
    expect(blockHash({ ...block, prevHash: 'b'.repeat(64) })).not.toBe(hash);
    expect(blockId(2)).toBe('000000000002');
  });
});

describe('the access record list and review helpers', () => {
  it('round-trips a cursor and refuses one it did not make', () => {
    const at = new Timestamp(1_764_000_000, 5);
    const back = decodeCursor(encodeCursor(at, 'entry-1'));
    expect(back.id).toBe('entry-1');
    expect(back.at.isEqual(at)).toBe(true);
    for (const bad of [
      '',
      'abc',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('[1,-1,"x"]').toString('base64url'),
    ]) {
      expect(() => decodeCursor(bad)).toThrow('목록 위치 정보가 올바르지 않습니다');
    }
  });

  it('counts months back across years and reads Seoul months and hours', () => {
    expect(monthsBefore('2026-01', 1)).toBe('2025-12');
    expect(monthsBefore('2026-11', 11)).toBe('2025-12');
    expect(monthsBefore('2026-11', 0)).toBe('2026-11');
    // 2026-11-30 16:30 UTC is 2026-12-01 01:30 in Seoul.
    expect(seoulMonthAndHour(new Date(Date.UTC(2026, 10, 30, 16, 30)))).toEqual({
      month: '2026-12',
      hour: 1,
    });
  });
});
