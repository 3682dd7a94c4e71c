import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { adminUpdateUserSchema, adminUserListQuerySchema } from '../src/admin-users.js';
import { docIdSchema } from '../src/amounts.js';
import {
  announcementListQuerySchema,
  createAnnouncementSchema,
  updateAnnouncementSchema,
} from '../src/announcements.js';
import { createInviteCodeSchema } from '../src/invites.js';
import { adjustmentSchema, reverseRecordsSchema, updateRecordMemoSchema } from '../src/ledger.js';
import { registerFcmTokenSchema, sendPushMessageSchema } from '../src/push.js';
import { createScheduleSchema, updateScheduleSchema } from '../src/admin-schedules.js';
import {
  asciiTokenText,
  idText,
  lineText,
  multilineText,
  nameText,
  passwordText,
  textMessages,
} from '../src/text.js';
import {
  adminCreateTransactionSchema,
  createTransactionSchema,
  rejectTransactionSchema,
} from '../src/transactions.js';
import { registerSchema, updateProfileSchema } from '../src/member-profile.js';
import { parseKorean } from '../src/validation.js';

const HIGH = '\uD800';
const LOW = '\uDC00';
const LONE_SURROGATES = [
  `${HIGH}`,
  `${LOW}`,
  `a${HIGH}b`,
  `a${LOW}b`,
  `${LOW}${HIGH}`, // a pair in the wrong order is two lone surrogates
  `가${HIGH}`,
  `😀${HIGH}`,
];
const C0_C1 = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0080',
  '\u0085',
  '\u009B',
  '\u009F',
];
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
// Cf characters that are not bidi controls, and the Hangul fillers.
const INVISIBLE = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u200E',
  '\u200F',
  '\u061C',
  '\u3164',
  '\u115F',
  '\u1160',
  '\uFFA0',
];
/** ᄀ + ᅡ (conjoining jamo) is the decomposed form of 가. */
const DECOMPOSED_GA = '\u1100\u1161';

type Kind = 'line' | 'lines' | 'name' | 'password' | 'id' | 'token';

const kinds: Record<Kind, z.ZodMiniType<string, string>> = {
  line: lineText({ max: 10 }),
  lines: multilineText({ max: 10 }),
  name: nameText({ max: 10 }),
  password: passwordText(),
  id: idText(),
  token: asciiTokenText(),
};

/** The messages of a failed parse, in order. */
function messagesOf(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('text policy: well-formed Unicode', () => {
  for (const [kind, schema] of Object.entries(kinds)) {
    it(`${kind}: refuses every lone surrogate, as the first issue`, () => {
      for (const input of LONE_SURROGATES) {
        expect(messagesOf(schema, input)[0], JSON.stringify(input)).toBe(textMessages.illFormed);
      }
    });
  }

  it('accepts surrogate pairs: emoji and characters beyond the BMP (𠀀)', () => {
    for (const kind of ['line', 'lines', 'name', 'password', 'id'] as const) {
      expect(kinds[kind].parse('😀𠀀'), kind).toBe('😀𠀀');
    }
  });

  it('reports the broken character before a length, format or empty-field problem', () => {
    expect(messagesOf(lineText({ max: 2 }), `abc${HIGH}`)[0]).toBe(textMessages.illFormed);
    expect(messagesOf(docIdSchema, `a/${HIGH}`)[0]).toBe(textMessages.illFormed);
    expect(parseKorean(registerFcmTokenSchema, { fcmToken: `한${LOW}` })).toEqual({
      success: false,
      message: `알림 토큰: ${textMessages.illFormed}`,
      field: 'fcmToken',
    });
  });
});

describe('text policy: NFC', () => {
  it('composes decomposed Hangul in line, multi-line and name text', () => {
    for (const kind of ['line', 'lines', 'name'] as const) {
      expect(kinds[kind].parse(DECOMPOSED_GA), kind).toBe('가');
    }
    expect(updateProfileSchema.parse({ name: `홍${DECOMPOSED_GA}` })).toEqual({ name: '홍가' });
    // e + combining acute → é
    expect(createTransactionSchema.parse({ amount: 1, memo: 'cafe\u0301' }).memo).toBe('café');
  });

  it('counts the length after normalising: 40 decomposed syllables are a 40-character name', () => {
    const decomposed = DECOMPOSED_GA.repeat(40);
    expect(decomposed).toHaveLength(80);
    expect(updateProfileSchema.parse({ name: decomposed }).name).toBe('가'.repeat(40));
    expect(updateProfileSchema.safeParse({ name: `${decomposed}${DECOMPOSED_GA}` }).success).toBe(false);
  });

  it('leaves compatibility forms alone (NFC, not NFKC): full-width letters stay as typed', () => {
    expect(lineText().parse('ＡＢＣ')).toBe('ＡＢＣ');
  });

  it('never normalises or trims a password, nor normalises an id', () => {
    const password = ` ${DECOMPOSED_GA}password `;
    expect(passwordText().parse(password)).toBe(password);
    expect(registerSchema.shape.password.parse(password)).toBe(password);
    expect(docIdSchema.parse(DECOMPOSED_GA)).toBe(DECOMPOSED_GA);
  });
});

describe('text policy: trimming', () => {
  it('trims the fields trimmed before, after normalising', () => {
    expect(lineText().parse(' \u3000제목\u00A0 ')).toBe('제목');
    expect(createTransactionSchema.parse({ amount: 1, memo: '\n  메모 \r\n' }).memo).toBe('메모');
    expect(docIdSchema.parse(' abc ')).toBe('abc');
  });

  it('keeps the layout of an announcement body and a schedule description', () => {
    const body = '  들여쓰기\n\n  둘째 문단\n';
    expect(createAnnouncementSchema.parse({ title: '제목', body }).body).toBe(body);
    expect(updateScheduleSchema.parse({ description: ` ${body}` }).description).toBe(` ${body}`);
  });

  it('still refuses a body that is only blank lines', () => {
    expect(parseKorean(createAnnouncementSchema, { title: '제목', body: '\r\n \n' })).toMatchObject({
      success: false,
      field: 'body',
      message: '내용: 입력해 주세요.',
    });
  });
});

describe('text policy: control characters and line breaks', () => {
  it('refuses C0, DEL and C1 controls in every kind but the ASCII token (which refuses them as not printable)', () => {
    for (const kind of ['line', 'lines', 'name', 'password', 'id'] as const) {
      for (const control of C0_C1) {
        expect(
          messagesOf(kinds[kind], `a${control}b`),
          `${kind} U+${control.charCodeAt(0).toString(16)}`,
        ).toEqual([textMessages.control]);
      }
    }
    for (const control of C0_C1)
      expect(messagesOf(kinds.token, `a${control}b`)).toEqual([textMessages.token]);
  });

  it('refuses a tab, also in multi-line text', () => {
    expect(messagesOf(kinds.lines, 'a\tb')).toEqual([textMessages.control]);
    expect(messagesOf(kinds.line, 'a\tb')).toEqual([textMessages.control]);
  });

  it('asks for one line when a single-line field holds a line break', () => {
    for (const kind of ['line', 'name'] as const) {
      for (const input of ['a\nb', 'a\rb', 'a\r\nb']) {
        expect(messagesOf(kinds[kind], input), `${kind} ${JSON.stringify(input)}`).toEqual([
          textMessages.newline,
        ]);
      }
    }
  });

  it('turns CRLF and a lone CR into LF in multi-line text, and keeps LF', () => {
    expect(kinds.lines.parse('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    // Counted after: 5 lines of CRLF are 9 characters, within 10.
    expect(kinds.lines.parse('1\r\n2\r\n3\r\n4\r\n5')).toBe('1\n2\n3\n4\n5');
  });

  it('lets a password hold a line break only as what it is: a control character', () => {
    expect(messagesOf(kinds.password, 'pass\nword')).toEqual([textMessages.control]);
  });
});

describe('text policy: bidi controls and invisible characters', () => {
  it('refuses bidi embedding, override and isolate controls in every text, naming them first', () => {
    for (const kind of ['line', 'lines', 'name'] as const) {
      for (const bidi of BIDI) {
        // In a name they are also invisible (Cf): the bidi message comes first.
        expect(messagesOf(kinds[kind], `a${bidi}b`)[0], `${kind} U+${bidi.charCodeAt(0).toString(16)}`).toBe(
          textMessages.bidi,
        );
      }
    }
  });

  it('refuses every other invisible character in a name, but not in other text', () => {
    for (const invisible of INVISIBLE) {
      const hex = invisible.charCodeAt(0).toString(16);
      expect(messagesOf(kinds.name, `a${invisible}b`), `name U+${hex}`).toEqual([textMessages.invisible]);
      expect(kinds.line.parse(`a${invisible}b`), `line U+${hex}`).toBe(`a${invisible}b`);
    }
    // A family emoji is joined by ZWJ: fine in a memo, not in a name.
    const family = '👨\u200D👩\u200D👧';
    expect(createTransactionSchema.parse({ amount: 1, memo: family }).memo).toBe(family);
    expect(parseKorean(updateProfileSchema, { name: `홍길동${family}` })).toMatchObject({
      success: false,
      field: 'name',
      message: `이름: ${textMessages.invisible}`,
    });
  });

  it('accepts what names really hold: Hangul, Latin with accents, spaces, emoji, hyphens', () => {
    for (const name of ['홍길동', 'Zoë Müller-Ström', '김 철수', '😀 가맹점', "O'Brien"]) {
      expect(updateProfileSchema.parse({ name }).name).toBe(name);
    }
  });
});

describe('text policy: the ASCII token (fcmToken)', () => {
  it('takes printable ASCII only', () => {
    const token = 'dGVzdA:APA91b-Hx_y.z~1';
    expect(registerFcmTokenSchema.parse({ fcmToken: ` ${token} ` })).toEqual({ fcmToken: token });
    for (const fcmToken of ['a b', '토큰', 'tok😀en', 'tok\u00A0en', 'ｔｏｋｅｎ', 'tok\u200Ben']) {
      expect(parseKorean(registerFcmTokenSchema, { fcmToken }), fcmToken).toEqual({
        success: false,
        message: `알림 토큰: ${textMessages.token}`,
        field: 'fcmToken',
      });
    }
    expect(parseKorean(registerFcmTokenSchema, { fcmToken: ' ' })).toMatchObject({
      message: '알림 토큰을 입력해 주세요.',
    });
  });
});

describe('text policy: document ids', () => {
  it('refuses lone surrogates and control characters, which must never reach Firestore', () => {
    for (const id of [`abc${HIGH}`, `${LOW}`, 'a\u0000b', 'ab\u007F', 'a\u0085b', 'a\nb']) {
      expect(docIdSchema.safeParse(id).success, JSON.stringify(id)).toBe(false);
    }
    expect(parseKorean(reverseRecordsSchema, { ids: ['ok', `x${HIGH}`] })).toEqual({
      success: false,
      message: `처리 내역: ${textMessages.illFormed}`,
      field: 'ids.1',
    });
  });
});

describe('text policy: messages', () => {
  it('are Korean, say what to do, and leave the label to validation.ts', () => {
    for (const message of Object.values(textMessages)) {
      expect(message).toMatch(/[가-힣]/);
      expect(message).toMatch(/주세요\.$|없습니다\.$|있습니다\.$/);
    }
    expect(parseKorean(createTransactionSchema, { amount: 1, memo: `a${HIGH}b` })).toEqual({
      success: false,
      message: '메모: 깨진 문자가 있습니다. 다시 입력해 주세요.',
      field: 'memo',
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Which field is which kind
// ---------------------------------------------------------------------------------------------

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** [name, schema, a valid body, the field]. */
type FieldCase = [string, z.ZodMiniType, Record<string, unknown>, string];

const MULTI_LINE: FieldCase[] = [
  ['announcement body', createAnnouncementSchema, { title: '제목', body: '본문' }, 'body'],
  [
    'schedule description',
    createScheduleSchema,
    { title: '일정', start: future(1), end: future(2) },
    'description',
  ],
  [
    'push message body',
    sendPushMessageSchema,
    { title: '알림', body: '내용', url: '/', target: { type: 'all' } },
    'body',
  ],
  ['transaction reject reason', rejectTransactionSchema, { reason: '사유' }, 'reason'],
  ['member transaction memo', createTransactionSchema, { amount: 1 }, 'memo'],
  ['admin-created transaction memo', adminCreateTransactionSchema, { userId: 'u1', amount: 1 }, 'memo'],
  ['adjustment memo', adjustmentSchema, { userId: 'u1', amount: 1, memo: '조정' }, 'memo'],
  ['record memo edit', updateRecordMemoSchema, { memo: '메모' }, 'memo'],
  ['reversal memo', reverseRecordsSchema, { ids: ['r1'] }, 'memo'],
  ['invite-code memo', createInviteCodeSchema, {}, 'memo'],
];

const registerBody = {
  email: 'new@example.com',
  password: 'password-123',
  name: '홍길동',
  phone: '01012345678',
  bank: '카카오뱅크',
  account: '3333-01-1234567',
  consent: true,
  inviteCode: 'HAPPY234',
};

const SINGLE_LINE: FieldCase[] = [
  ['sign-up name', registerSchema, registerBody, 'name'],
  ['sign-up email', registerSchema, registerBody, 'email'],
  ['sign-up phone', registerSchema, registerBody, 'phone'],
  ['sign-up account', registerSchema, registerBody, 'account'],
  ['profile name', updateProfileSchema, {}, 'name'],
  ['profile phone', updateProfileSchema, {}, 'phone'],
  ['profile account', updateProfileSchema, {}, 'account'],
  ['admin-edited name', adminUpdateUserSchema, {}, 'name'],
  ['announcement title', createAnnouncementSchema, { title: '제목', body: '본문' }, 'title'],
  ['announcement title edit', updateAnnouncementSchema, {}, 'title'],
  ['schedule title', createScheduleSchema, { title: '일정', start: future(1), end: future(2) }, 'title'],
  [
    'push title',
    sendPushMessageSchema,
    { title: '알림', body: '내용', url: '/', target: { type: 'all' } },
    'title',
  ],
  [
    'push url',
    sendPushMessageSchema,
    { title: '알림', body: '내용', url: '/', target: { type: 'all' } },
    'url',
  ],
  ['announcement search', announcementListQuerySchema, {}, 'q'],
  ['member search', adminUserListQuerySchema, {}, 'q'],
];

describe('text policy: which field is which kind', () => {
  for (const [name, schema, base, field] of MULTI_LINE) {
    it(`${name} is multi-line: CRLF becomes LF, a tab is refused`, () => {
      const parsed = schema.parse({ ...base, [field]: '첫 줄\r\n둘째 줄' }) as Record<string, unknown>;
      expect(parsed[field]).toBe('첫 줄\n둘째 줄');
      expect(parseKorean(schema, { ...base, [field]: '첫 줄\t둘째' })).toMatchObject({
        success: false,
        field,
        message: expect.stringContaining(textMessages.control),
      });
    });
  }

  for (const [name, schema, base, field] of SINGLE_LINE) {
    it(`${name} is one line: a line break is refused, decomposed Hangul is composed first`, () => {
      expect(parseKorean(schema, { ...base, [field]: '첫 줄\n둘째 줄' })).toMatchObject({
        success: false,
        field,
        message: expect.stringContaining(textMessages.newline),
      });
      expect(parseKorean(schema, { ...base, [field]: `a\u202Eb` })).toMatchObject({
        success: false,
        field,
        message: expect.stringContaining(textMessages.bidi),
      });
    });
  }

  it('names refuse invisible characters; titles and searches do not', () => {
    for (const [schema, base] of [
      [registerSchema, registerBody],
      [updateProfileSchema, {}],
      [adminUpdateUserSchema, {}],
    ] as const) {
      expect(parseKorean(schema, { ...base, name: '홍\u200B길동' })).toMatchObject({
        success: false,
        field: 'name',
      });
    }
    // A notice search needs one word of 2 characters (the index's shortest piece).
    expect(announcementListQuerySchema.parse({ q: '공지\u200B사항' }).q).toBe('공지\u200B사항');
  });
});
