import { z } from 'zod/mini';
import { MAX_FEE_BASIS_POINTS, MAX_MINOR, parseHundredths } from './money.js';
import { idText, lineText, multilineText } from './text.js';

/**
 * Money as people type it (a JSON number or a string, "1,234.56" included), turned into the
 * integers of money.ts at the edge. Every schema here outputs integers.
 */
const decimal2 = () =>
  z.pipe(
    z.union([z.number(), lineText()]),
    z.transform((input: number | string, ctx) => {
      const minor = parseHundredths(input);
      if (minor === null) {
        // zod/mini's transform has no ctx.addIssue: push the issue it would have added. A blank
        // one carries no Korean message, so validation.ts words it with the field's label
        // ("금액을 입력해 주세요.").
        const blank = typeof input === 'string' && input.trim() === '';
        ctx.issues.push({
          code: 'custom',
          message: blank ? 'blank' : amountFormatMessage(input),
          input: blank ? '' : input,
        });
        return z.NEVER;
      }
      return minor;
    }),
  );

/** What is wrong with an amount as typed, one rule at a time (PRODUCT.md, The member's app). */
export const amountMessages = {
  notNumber: '숫자만 입력해 주세요. (예: 1,234.56)',
  decimals: '소수점 아래 두 자리까지 입력할 수 있습니다.',
  commas: '쉼표는 세 자리마다 넣어 주세요. (예: 1,234.56)',
  tooLarge: '입력할 수 있는 금액보다 큽니다.',
  format: '숫자로 입력해 주세요. (예: 1,234.56)',
} as const;

/**
 * Which rule an amount parseHundredths refused breaks, so the person reads the one thing to fix
 * ("1.234" → decimals, "1,5" → commas, "1만" → notNumber) rather than every rule at once.
 */
export function amountFormatMessage(input: number | string): string {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^-?[\d,.]*$/.test(text)) return amountMessages.notNumber;
  if (/\.\d{3,}$/.test(text)) return amountMessages.decimals;
  if (text.includes(',') && /^-?[\d,]+(\.\d{0,2})?$/.test(text)) return amountMessages.commas;
  if (/^-?\d{1,3}(,\d{3})*(\.\d{1,2})?$|^-?\d+(\.\d{1,2})?$/.test(text)) return amountMessages.tooLarge;
  return amountMessages.format;
}

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
