/**
 * Search without reading everything (issue 18): each member and announcement stores the
 * fragments a search may ask for in an array field `searchTokens`, and a search is one
 * `array-contains` query on a single token, ordered and cursor-paged like any list. Firestore
 * has no "contains" query; precomputed fragments turn the question into an equality the index
 * answers in page-size reads at any collection size. Pure: no Firestore here.
 *
 * What it can and cannot find, on purpose:
 * - Members: any 1–10 character piece of the name, and the whole name (Hangul names are short:
 *   "민준", "김민", "준" find 김민준); e-mail prefixes of 2–40 characters starting at the beginning
 *   or right after @ . _ - + ("kim", "minjun", "example.com", the whole address); any 4–11 digit
 *   piece of the phone's digits ("5678", "1234-5678", "01012345678"). A piece of the e-mail that
 *   starts in the middle of a part ("injun") is not found, nor are fewer than 4 phone digits.
 * - Announcements: any 2–6 character piece of a word of the title or body; a longer query word
 *   is looked up by its first 6 characters and checked whole on the page. A notice keeps at most
 *   ANNOUNCEMENT_TOKENS_MAX distinct pieces, title first, then the body in reading order: words
 *   far into a very long body may not be found (a 10,000-character body of ordinary Korean text
 *   stays well under it; a wall of distinct long words does not).
 */

export const NAME_PIECE_MAX = 10;
export const EMAIL_PREFIX_MIN = 2;
export const EMAIL_PREFIX_MAX = 40;
export const PHONE_PIECE_MIN = 4;
export const PHONE_PIECE_MAX = 11;
export const WORD_PIECE_MIN = 2;
export const WORD_PIECE_MAX = 6;
/**
 * Each token is an index entry in every index that holds the field (three for announcements):
 * a bound keeps a notice far below Firestore's 40,000 index entries per document.
 */
export const ANNOUNCEMENT_TOKENS_MAX = 3000;
/** The longest token a member stores (a whole name is at most 40 characters, as are e-mail prefixes). */
const MEMBER_TOKEN_MAX = EMAIL_PREFIX_MAX;

const EMAIL_SEPARATORS = new Set(['@', '.', '_', '-', '+']);
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/** NFC, lower case, without any whitespace: how names, e-mails and member queries compare. */
export function normalizeCompact(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/gu, '');
}

/** NFC and lower case; the words are what lies between anything not a letter or digit. */
function wordsOf(text: string): string[][] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(NOT_WORD)
    .filter((word) => word !== '')
    .map((word) => Array.from(word));
}

function digitsOf(text: string): string {
  return text.replace(/\D/gu, '');
}

/** Every contiguous piece of `chars` of length min..max, added to `into` until it holds `cap`. */
function addPieces(into: Set<string>, chars: readonly string[], min: number, max: number, cap = Infinity): void {
  for (let length = min; length <= Math.min(max, chars.length); length += 1) {
    for (let start = 0; start + length <= chars.length; start += 1) {
      if (into.size >= cap) return;
      into.add(chars.slice(start, start + length).join(''));
    }
  }
}

export interface MemberSearchFields {
  name: string;
  email: string;
  phone: string;
}

/** The tokens a member document stores in `searchTokens` (see the file's comment). */
export function memberSearchTokens({ name, email, phone }: MemberSearchFields): string[] {
  const tokens = new Set<string>();
  const nameChars = Array.from(normalizeCompact(name));
  addPieces(tokens, nameChars, 1, NAME_PIECE_MAX);
  if (nameChars.length > 0) tokens.add(nameChars.join(''));

  const emailChars = Array.from(normalizeCompact(email));
  emailChars.forEach((char, i) => {
    const starts = i === 0 ? [0] : EMAIL_SEPARATORS.has(char) ? [i + 1] : [];
    for (const start of starts) {
      const rest = emailChars.slice(start, start + EMAIL_PREFIX_MAX);
      for (let length = EMAIL_PREFIX_MIN; length <= rest.length; length += 1) {
        tokens.add(rest.slice(0, length).join(''));
      }
    }
  });

  addPieces(tokens, Array.from(digitsOf(phone)), PHONE_PIECE_MIN, PHONE_PIECE_MAX);
  return [...tokens];
}

export interface AnnouncementSearchFields {
  title: string;
  body: string;
}

/** The tokens an announcement stores in `searchTokens`: title words first, then the body's. */
export function announcementSearchTokens({ title, body }: AnnouncementSearchFields): string[] {
  const tokens = new Set<string>();
  for (const word of [...wordsOf(title), ...wordsOf(body)]) {
    addPieces(tokens, word, WORD_PIECE_MIN, WORD_PIECE_MAX, ANNOUNCEMENT_TOKENS_MAX);
    if (tokens.size >= ANNOUNCEMENT_TOKENS_MAX) break;
  }
  return [...tokens];
}

/**
 * A search as the index runs it: the one token for `array-contains`, and the normalized pieces
 * of the query the token alone does not promise, to be checked on each document of the page
 * (a page can then come out shorter than its size; the cursor still moves on correctly).
 */
export interface SearchQuery {
  token: string;
  recheck: string[];
}

export type SearchKind = 'member' | 'announcement';

/**
 * The query `q` as the index asks it, or null when there is nothing to search for (an empty
 * query, or an announcement query without a word of 2 characters: the contract refuses those).
 * - member: digits written with hyphens or spaces ("010-1234-5678") are searched as digits when
 *   there are at least 4; anything else compacted (no spaces, lower case). Longer than the
 *   longest stored token: the token is cut to it and the whole query checked on the page.
 * - announcement: the longest word, cut to 6 characters; the other words (and the longest one,
 *   when cut) are checked on the page.
 */
export function searchQuery(q: string, kind: SearchKind): SearchQuery | null {
  if (kind === 'announcement') {
    const words = wordsOf(q);
    const longest = words.reduce<string[]>((best, word) => (word.length > best.length ? word : best), []);
    if (longest.length < WORD_PIECE_MIN) return null;
    const token = longest.slice(0, WORD_PIECE_MAX).join('');
    const recheck = [...new Set(words.map((word) => word.join('')))].filter((word) => word !== token);
    return { token, recheck };
  }
  const digits = digitsOf(q);
  const needle =
    /^[\d\s-]+$/u.test(q) && digits.length >= PHONE_PIECE_MIN ? digits : normalizeCompact(q);
  if (needle === '') return null;
  const chars = Array.from(needle);
  const cap = needle === digits ? PHONE_PIECE_MAX : MEMBER_TOKEN_MAX;
  if (chars.length <= cap) return { token: needle, recheck: [] };
  return { token: chars.slice(0, cap).join(''), recheck: [needle] };
}

/** Whether a member holds every piece the token could not promise (name, e-mail or phone digits). */
export function memberMatches(fields: MemberSearchFields, recheck: readonly string[]): boolean {
  const texts = [normalizeCompact(fields.name), normalizeCompact(fields.email), digitsOf(fields.phone)];
  return recheck.every((piece) => texts.some((text) => text.includes(piece)));
}

/** Whether an announcement's title or body holds every word the token could not promise. */
export function announcementMatches(fields: AnnouncementSearchFields, recheck: readonly string[]): boolean {
  const text = `${fields.title}\n${fields.body}`.normalize('NFC').toLowerCase();
  return recheck.every((word) => text.includes(word));
}

/** Whether two token lists hold the same tokens (a backfill rewrites only stale ones). */
export function sameTokens(stored: unknown, wanted: readonly string[]): boolean {
  if (!Array.isArray(stored) || stored.length !== wanted.length) return false;
  const have = new Set(stored);
  return wanted.every((token) => have.has(token));
}
