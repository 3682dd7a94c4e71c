import { describe, expect, it } from 'vitest';
import { docIdSchema } from '../src/amounts.js';

describe('docIdSchema', () => {
  it('accepts Firestore ids as the app makes them', () => {
    for (const id of ['Y5M72voNdYnMxotzeeEU', 'HAPPY234', 'a.b', '_x_', '__x', 'x__']) {
      expect(docIdSchema.safeParse(id).success, id).toBe(true);
    }
  });

  it('refuses ids Firestore would throw on (a 500 otherwise): slashes, . and .., reserved __…__', () => {
    for (const id of ['a/b', '/', '.', '..', '__proto__', '__x__', '____', '', ' ', 'x'.repeat(129)]) {
      expect(docIdSchema.safeParse(id).success, id).toBe(false);
    }
  });
});
