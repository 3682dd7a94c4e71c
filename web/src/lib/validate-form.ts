import { fieldMessage, parseKorean } from '@settle/contract/validation';
import type { z } from 'zod/mini';

export type FormValidation<T> =
  | { success: true; data: T }
  | {
      success: false;
      /** The first problem, as the API would word it (with the field's label). */
      message: string;
      /**
       * Every problem, keyed by its top-level field ('' for the form as a whole), worded for the
       * line under that field: what to do, without the label the field already shows
       * (contract `fieldMessage`).
       */
      fieldErrors: Record<string, string>;
    };

/**
 * Validates a form with the same contract schema as the API (parseKorean), and also lists one
 * message per field so each input can show its own.
 */
export function validateForm<S extends z.ZodMiniType>(schema: S, input: unknown): FormValidation<z.output<S>> {
  const result = parseKorean(schema, input);
  if (result.success) return result;
  const fieldErrors: Record<string, string> = {};
  const parsed = schema.safeParse(input, { reportInput: true });
  for (const issue of parsed.error?.issues ?? []) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '';
    // A problem of the form as a whole keeps the API's wording ("요청 본문: …" never reaches a field).
    fieldErrors[field] ??= field === '' ? result.message : fieldMessage(issue);
  }
  if (Object.keys(fieldErrors).length === 0) fieldErrors[result.field?.split('.')[0] ?? ''] = result.message;
  return { success: false, message: result.message, fieldErrors };
}
