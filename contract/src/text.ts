import { z } from 'zod/mini';

/**
 * The one text policy (PRODUCT.md, The member's app): what every string a client sends may hold.
 * Every request schema builds its strings here, so the API and the web forms apply the same rules;
 * `functions/test/unit/text-policy.test.ts` walks every route's schemas and fails on a string
 * that does not.
 *
 * Kinds:
 * - `lineText` (titles, search, url, email, phone, account, dates, amounts as typed) and
 *   `nameText` (a member's name): one line;
 * - `multilineText` (bodies, descriptions, reasons, memos): newlines allowed, CRLF and a lone CR
 *   become LF first;
 * - `passwordText`: only well-formed and without control characters, never normalised or trimmed
 *   (sign-in sends the password to Firebase Auth as typed);
 * - `idText` (document ids): well-formed, trimmed, without control characters, never normalised
 *   (an id must match the stored one);
 * - `asciiTokenText` (the FCM token): printable ASCII only.
 *
 * Order of the checks, which is the order of the issues: well-formedness first (so a 400 names
 * it), then normalisation (line breaks, NFC, trim), then the refusals, then the caller's length
 * limits, which therefore count the normalised text.
 */

/** What a person reads (validation.ts prefixes the field's label). */
export const textMessages = {
  illFormed: '깨진 문자가 있습니다. 다시 입력해 주세요.',
  control: '입력할 수 없는 문자(제어 문자)가 있습니다.',
  newline: '줄바꿈 없이 한 줄로 입력해 주세요.',
  bidi: '글자 방향을 바꾸는 보이지 않는 문자는 쓸 수 없습니다.',
  invisible: '보이지 않는 문자는 쓸 수 없습니다.',
  token: '형식이 올바르지 않습니다. 알림을 껐다가 다시 켜 주세요.',
} as const;

// Under the u flag a surrogate range matches only unpaired surrogates (a pair is one code point),
// so this works where String.prototype.isWellFormed does not exist.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
// \p{Cc}: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_BREAKS = /[^\P{Cc}\n\r]/u;
const CONTROL_EXCEPT_LF = /[^\P{Cc}\n]/u;
const LINE_BREAK = /[\n\r]/;
// Embedding, override (U+202A–U+202E) and isolate (U+2066–U+2069) controls.
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
// Format characters (Cf: zero-width space and joiners, U+2060, BOM, soft hyphen, LRM/RLM, …) and
// the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0: letters that print nothing, the usual way
// to a blank Korean nickname).
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/u;
const PRINTABLE_ASCII = /^[\x21-\x7E]*$/;

const refuse = (pattern: RegExp, message: string) => z.refine<string>((s) => !pattern.test(s), message);

/** The first check of every string a client sends: no lone surrogate (Firestore throws on one). */
export const wellFormed = () => refuse(LONE_SURROGATE, textMessages.illFormed);

interface TextOptions {
  /** Longest accepted, counted after normalisation. */
  max?: number;
  /** Trim surrounding white space (default true). */
  trim?: boolean;
}

type Kind = 'line' | 'lines' | 'name';

function text(kind: Kind, { max, trim = true }: TextOptions) {
  return z
    .string()
    .check(
      wellFormed(),
      ...(kind === 'lines' ? [z.overwrite((s: string) => s.replace(/\r\n?/g, '\n'))] : []),
      z.normalize('NFC'),
      ...(trim ? [z.trim()] : []),
      ...(kind === 'lines'
        ? [refuse(CONTROL_EXCEPT_LF, textMessages.control)]
        : [refuse(LINE_BREAK, textMessages.newline), refuse(CONTROL_EXCEPT_BREAKS, textMessages.control)]),
      refuse(BIDI, textMessages.bidi),
      ...(kind === 'name' ? [refuse(INVISIBLE, textMessages.invisible)] : []),
      ...(max === undefined ? [] : [z.maxLength(max)]),
    );
}

/** One line: titles, search, url, email, phone, account, codes, dates and amounts as typed. */
export const lineText = (options: TextOptions = {}) => text('line', options);

/** Several lines (the web shows a multi-line input): bodies, descriptions, reasons, memos. */
export const multilineText = (options: TextOptions = {}) => text('lines', options);

/** A member's name: one line without invisible characters of any kind. */
export const nameText = (options: TextOptions = {}) => text('name', options);

/** A password: refused only when broken or with control characters; kept exactly as typed. */
export const passwordText = () => z.string().check(wellFormed(), refuse(CONTROL, textMessages.control));

/** A document id: trimmed, never normalised (it must match the stored id). */
export const idText = () => z.string().check(wellFormed(), z.trim(), refuse(CONTROL, textMessages.control));

/** A token of printable ASCII (U+0021–U+007E), such as an FCM registration token. */
export const asciiTokenText = () =>
  z.string().check(wellFormed(), z.trim(), z.regex(PRINTABLE_ASCII, textMessages.token));
