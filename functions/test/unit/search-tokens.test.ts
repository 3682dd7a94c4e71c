import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_TOKENS_MAX,
  announcementMatches,
  announcementSearchTokens,
  memberMatches,
  memberSearchTokens,
  sameTokens,
  searchQuery,
} from '../../src/lib/search-tokens.js';

const minjun = { name: '김민준', email: 'Kim.MinJun+pay@Example.com', phone: '010-1234-5678' };
const tokens = new Set(memberSearchTokens(minjun));

/** Whether the index finds the member for q: its token stored and the rest checked. */
function memberFound(member: typeof minjun, q: string): boolean {
  const search = searchQuery(q, 'member');
  if (search === null) return false;
  return memberSearchTokens(member).includes(search.token) && memberMatches(member, search.recheck);
}

describe('member search tokens', () => {
  it('a Hangul name is found by any piece of it: one syllable, two, the whole', () => {
    for (const q of ['김', '민', '준', '김민', '민준', '김민준', '김 민준'])
      expect(memberFound(minjun, q)).toBe(true);
    expect(memberFound(minjun, '김준')).toBe(false);
  });

  it('an e-mail is found by its prefixes from the start and after @ . _ - +, in any case', () => {
    for (const q of [
      'ki',
      'kim',
      'KIM.min',
      'minjun',
      'pay@ex',
      'example.com',
      'com',
      'kim.minjun+pay@example.com',
    ])
      expect(memberFound(minjun, q), q).toBe(true);
    // Pieces starting inside a part are not stored (the price of a bounded token count).
    expect(memberFound(minjun, 'injun')).toBe(false);
    expect(tokens.has('k')).toBe(false);
  });

  it('a phone is found by 4 to 11 of its digits, with or without hyphens and spaces', () => {
    for (const q of ['5678', '1234-5678', '1234 5678', '01012345678', '010-1234-5678', '0-1234-5'])
      expect(memberFound(minjun, q), q).toBe(true);
    expect(memberFound(minjun, '010')).toBe(false);
    expect(memberFound(minjun, '5679')).toBe(false);
  });

  it('a query longer than any stored token is looked up by its first 40 characters and checked whole', () => {
    const long = { ...minjun, email: `${'a'.repeat(45)}@example.com` };
    const q = `${'a'.repeat(45)}@ex`;
    const search = searchQuery(q, 'member');
    expect(search).toEqual({ token: 'a'.repeat(40), recheck: [q] });
    expect(memberFound(long, q)).toBe(true);
    expect(memberFound({ ...long, email: `${'a'.repeat(44)}@example.com` }, q)).toBe(false);
    expect(searchQuery('010-1234-5678-9999', 'member')).toEqual({
      token: '01012345678',
      recheck: ['010123456789999'],
    });
  });

  it('stores each token once and stays small: a 40-character name and e-mail keep well under a thousand', () => {
    const list = memberSearchTokens(minjun);
    expect(new Set(list).size).toBe(list.length);
    const big = memberSearchTokens({
      name: '가나다라마바사아자차카타파하가나다라마바사아자차카타파하가나다라마바사아자차카타',
      email: `${'ab.'.repeat(13)}x@example.com`,
      phone: '010-9999-8888',
    });
    expect(big.length).toBeLessThan(1000);
  });

  it('an empty query is no search', () => {
    expect(searchQuery('   ', 'member')).toBeNull();
  });

  it('property: every 1–10 character piece of any name, compacted, finds it', () => {
    const syllable = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(syllable, fc.constantFrom('a', 'B', ' ', '1')), { minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.integer({ min: 1, max: 10 }),
        (chars, at, length) => {
          const name = chars.join('');
          const compact = Array.from(name.replace(/\s/g, '').toLowerCase());
          if (compact.length === 0) return;
          const start = at % compact.length;
          const piece = compact.slice(start, start + length).join('');
          const member = { name, email: 'x@example.com', phone: '' };
          // A piece that is only digits is searched as phone digits: it is not a name search.
          if (/^\d{4,}$/.test(piece)) return;
          expect(memberFound(member, piece)).toBe(true);
        },
      ),
    );
  });
});

describe('announcement search tokens', () => {
  const notice = {
    title: '정산 일정 안내',
    body: '이번 주 정산은 금요일에 진행됩니다.\nSettlement runs on Friday.',
  };

  it('any 2–6 character piece of a word of title or body is stored, in lower case', () => {
    const stored = new Set(announcementSearchTokens(notice));
    for (const t of ['정산', '일정', '금요일', '요일에', '진행됩니다', 'settle', 'friday', 'ement'])
      expect(stored.has(t), t).toBe(true);
    expect(stored.has('정')).toBe(false);
    expect(stored.has('settlem')).toBe(false);
    // Across a space or a line break is not a word.
    expect(stored.has('산일')).toBe(false);
  });

  it('a query uses its longest word, cut to 6, and checks the others on the page', () => {
    expect(searchQuery('정산 금요일에', 'announcement')).toEqual({ token: '금요일에', recheck: ['정산'] });
    expect(searchQuery('Settlement', 'announcement')).toEqual({ token: 'settle', recheck: ['settlement'] });
    expect(searchQuery('a b', 'announcement')).toBeNull();
    expect(announcementMatches(notice, ['정산', 'settlement'])).toBe(true);
    expect(announcementMatches(notice, ['정산', '토요일'])).toBe(false);
  });

  it(`keeps at most ${ANNOUNCEMENT_TOKENS_MAX} tokens, the title's first`, () => {
    const words = Array.from({ length: 2000 }, (_, i) => `w${i.toString(36).padStart(4, 'q')}z`);
    const list = announcementSearchTokens({ title: '긴급 공지', body: words.join(' ') });
    expect(list.length).toBe(ANNOUNCEMENT_TOKENS_MAX);
    expect(list.slice(0, 2)).toEqual(['긴급', '공지']);
  });
});

describe('sameTokens', () => {
  it('is true only for the same set of tokens', () => {
    expect(sameTokens(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameTokens(['a'], ['a', 'b'])).toBe(false);
    expect(sameTokens(undefined, [])).toBe(false);
    expect(sameTokens(['a', 'c'], ['a', 'b'])).toBe(false);
  });
});
