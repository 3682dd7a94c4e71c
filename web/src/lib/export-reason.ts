import { EXPORT_REASON_MIN, exportReasonSchema } from '@settle/contract/export-reason';
import { parseKorean } from '@settle/contract/validation';
import { z } from 'zod/mini';
import { dialogErrorMessage } from './field-message';

export { EXPORT_REASON_MIN };

export type ExportReasonCheck = { success: true; reason: string } | { success: false; message: string };

// The dialog's only value: parseKorean names it '값', which dialogErrorMessage leaves out.
const reasonInput = z.object({ value: exportReasonSchema });

/**
 * 다운로드 사유 (PRODUCT.md Trust and compliance): every export of personal data states why.
 * Checked with the contract's schema, so the screen refuses exactly what the API would (fewer
 * than EXPORT_REASON_MIN characters after trimming, control characters, over 200 characters),
 * in Korean; the reason sent is the normalised one.
 */
export function checkExportReason(typed: string): ExportReasonCheck {
  const parsed = parseKorean(reasonInput, { value: typed });
  if (parsed.success) return { success: true, reason: parsed.data.value };
  return { success: false, message: dialogErrorMessage(parsed.message) };
}
