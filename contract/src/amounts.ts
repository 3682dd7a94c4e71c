import { z } from 'zod/mini';
import { MAX_FEE_BASIS_POINTS, MAX_MINOR, parseHundredths } from './money.js';
import { idText, lineText, multilineText } from './text.js';

/**
 * Money as people type it (a JSON number or a string, "1,234.56" included), turned into the
 * integers of money.ts at the edge. Every schema here outputs integers.
 */
/** The message of an amount parseHundredths refused, until validation.ts words it. */
export const AMOUNT_ISSUE = 'invalid_amount';

const decimal2 = () =>
  z.pipe(
    z.union([z.number(), lineText()]),
    z.transform((input: number | string, ctx) => {
      const minor = parseHundredths(input);
      if (minor === null) {
        // zod/mini's transform has no ctx.addIssue: push the issue it would have added. It is
        // worded by validation.ts (amount-messages.ts), which only forms and the API load, not
        // every page that reads an amount; a blank one reads "금액을 입력해 주세요.".
        const blank = typeof input === 'string' && input.trim() === '';
        ctx.issues.push({ code: 'custom', message: AMOUNT_ISSUE, input: blank ? '' : input });
        return z.NEVER;
      }
      return minor;
    }),
  );

/** A positive asset amount (at most 2 decimals) → hundredths. */
export const assetAmountSchema = decimal2().check(
  z.refine((minor) => minor > 0, '0보다 큰 금액을 입력해 주세요.'),
);

/** A non-zero signed asset amount (adjustments: + credits, − debits) → hundredths. */
export const signedAssetAmountSchema = decimal2().check(
  z.refine((minor) => minor !== 0, '0이 아닌 금액을 입력해 주세요.'),
);

/** Largest exchange rate accepted: 10,000,000.00 KRW per asset. */
export const MAX_RATE_HUNDREDTHS = 1_000_000_000;

/** KRW per 1 asset, at most 2 decimals, above 0 → hundredths of a won. */
export const exchangeRateValueSchema = decimal2().check(
  z.refine((h) => h > 0, '0보다 큰 환율을 입력해 주세요.'),
  z.refine((h) => h <= MAX_RATE_HUNDREDTHS, '환율은 10,000,000 이하로 입력해 주세요.'),
);

/** A percentage 0–100 with at most 2 decimals → basis points. */
export const feeRateValueSchema = decimal2().check(
  z.refine((bp) => bp >= 0 && bp <= MAX_FEE_BASIS_POINTS, '수수료율은 0 이상 100 이하로 입력해 주세요.'),
);

/** Within what one balance may hold. */
export const withinBalanceLimit = (minor: number) => Math.abs(minor) <= MAX_MINOR;

/** A memo people write: several lines (text.ts), trimmed, up to 200 characters. */
export const memoSchema = multilineText({ max: 200 });

/** Document ids in paths and bodies: Firestore ids (text.ts `idText`), never slashes. */
export const docIdSchema = idText().check(
  z.minLength(1),
  z.maxLength(128),
  z.regex(/^[^/]+$/, '형식이 올바르지 않습니다.'),
  // Ids Firestore refuses ('.', '..', reserved '__…__') would fail there as a 500.
  z.refine((id) => id !== '.' && id !== '..' && !/^__.*__$/.test(id), '형식이 올바르지 않습니다.'),
);

/** A calendar day in Asia/Seoul, 'YYYY-MM-DD'. */
export const seoulDateSchema = lineText({ trim: false }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.'),
  z.refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00+09:00`)), '존재하지 않는 날짜입니다.'),
);
