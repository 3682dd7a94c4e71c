import { z } from 'zod/mini';
import { lineText } from './text.js';

/**
 * The asset unit (PRODUCT.md, The member's app): the short label shown after every asset amount
 * ("250.75 P"). An operator setting, not money: changing it moves no balance, so it is not a
 * four-eyes request, but every change is kept with who and when, as the rates are.
 */
export const DEFAULT_ASSET_UNIT = 'P';
export const ASSET_UNIT_MAX = 4;

export const assetUnitMessages = {
  format: '글자 1~4자로, 띄어쓰기·숫자·기호 없이 입력해 주세요. (예: P, pt, 포인트)',
  // KRW amounts already end in 원: an asset shown as "250.75 원" would read as won.
  won: '원은 원화 금액에 쓰는 단위라 자산 단위로 쓸 수 없습니다.',
} as const;

// Letters of any script (Latin, Hangul, …), nothing else: a label has no spaces, digits or
// symbols that could be mistaken for part of the amount before it.
const LETTERS = /^\p{L}+$/u;

/** A unit as typed: NFC, trimmed, one line; 1–4 letters (code points, not UTF-16 units); not 원. */
export const assetUnitValueSchema = lineText().check(
  z.refine((s) => LETTERS.test(s) && Array.from(s).length <= ASSET_UNIT_MAX, assetUnitMessages.format),
  z.refine((s) => s !== '원', assetUnitMessages.won),
);

/** POST /admin/main/assetUnit. */
export const setAssetUnitSchema = z.strictObject({ unit: assetUnitValueSchema });
export type SetAssetUnitInput = z.output<typeof setAssetUnitSchema>;

/** One change of the unit, for the admins' history (value, who, when). */
export const assetUnitChangeSchema = z.object({
  id: z.string(),
  unit: z.string(),
  updatedBy: z.string(),
  /** The operator's e-mail when known, else their uid. */
  updatedByName: z.string(),
  updatedAt: z.string(),
});
export type AssetUnitChange = z.infer<typeof assetUnitChangeSchema>;

/**
 * GET /admin/main/assetUnit → data, and POST's answer: the unit in use (the default until an
 * operator sets one: `updatedAt` null) and the last 50 changes, newest first.
 */
export const assetUnitWithHistorySchema = z.object({
  current: z.object({ unit: z.string(), updatedAt: z.nullable(z.string()) }),
  history: z.array(assetUnitChangeSchema),
});
export type AssetUnitWithHistory = z.infer<typeof assetUnitWithHistorySchema>;
