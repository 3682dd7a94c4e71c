import { describeIssue, parseKorean } from '@settle/contract/validation';
import type { z } from 'zod/mini';

export type FormValidation<T> =
  | { success: true; data: T }
  | {
      success: false;
      /** The first problem, as the API would word it. */
      message: string;
      /** Every problem, keyed by its top-level field ('' for the form as a whole). */
      fieldErrors: Record<string, string>;
    };

/**
 * Validates a form with the same contract schema and Korean wording as the API
 * (parseKorean), and also lists one message per field so each input can show its own.
 */
export function validateForm<S extends z.ZodMiniType>(schema: S, input: unknown): FormValidation<z.output<S>> {
  const result = parseKorean(schema, input);
  if (result.success) return result;
  const fieldErrors: Record<string, string> = {};
  const parsed = schema.safeParse(input, { reportInput: true });
  for (const issue of parsed.error?.issues ?? []) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '';
    fieldErrors[field] ??= describeIssue(issue);
  }
  if (Object.keys(fieldErrors).length === 0) fieldErrors[result.field?.split('.')[0] ?? ''] = result.message;
  return { success: false, message: result.message, fieldErrors };
}
