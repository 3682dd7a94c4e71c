import { z } from 'zod/mini';
import { multilineText } from './text.js';

/**
 * 다운로드 사유 (PRODUCT.md Trust and compliance): every download of personal data states a
 * reason, which the access record keeps. Its own module so that list schemas in the member
 * app's bundle (transactions) do not pull in the access record's contract (access-log.ts).
 */
/** The reason an operator gives for downloading personal data (required for every export). */
export const EXPORT_REASON_MIN = 5;
export const exportReasonSchema = multilineText({ max: 200 }).check(
  z.minLength(EXPORT_REASON_MIN, `다운로드 사유를 ${EXPORT_REASON_MIN}자 이상 입력해 주세요.`),
);
/** The 400 of an export requested without a reason. */
export const EXPORT_REASON_REQUIRED = '개인정보가 포함된 파일은 다운로드 사유를 입력해야 받을 수 있습니다.';

/** The file formats of a download: CSV (UTF-8 with BOM) and Excel. */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportFormatLabels: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

/** The query fields of every list that can be downloaded: `format=csv|xlsx` needs `reason`. */
export const exportFields = {
  format: z._default(z.enum(['json', ...exportFormats]), 'json'),
  /** 다운로드 사유, required when format is a file (`reasonForExport`). */
  reason: z.optional(exportReasonSchema),
};

/** The check of a list query with `exportFields`: a file without a reason is a 400 naming `reason`. */
export const reasonForExport = () =>
  z.refine<{ format: 'json' | ExportFormat; reason?: string | undefined }>(
    (q) => q.format === 'json' || q.reason !== undefined,
    { message: EXPORT_REASON_REQUIRED, path: ['reason'] },
  );
/** The former name, for list schemas written before Excel (same check). */
export const reasonForCsv = reasonForExport;

/** Date range presets of the access record and the admin lists (Asia/Seoul days). */
export const accessRangePresets = { today: '오늘', week: '1주일', month: '1개월' } as const;
