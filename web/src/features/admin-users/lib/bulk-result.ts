/**
 * The snackbar text after approving several members at once: how many succeeded and, when
 * some failed, how many and the first reason (the API's Korean message).
 */
export function bulkApprovalMessage(succeeded: number, failures: readonly string[]): string {
  const parts: string[] = [];
  if (succeeded > 0) parts.push(`${succeeded}명 승인되었습니다.`);
  if (failures.length > 0) parts.push(`${failures.length}명은 승인하지 못했습니다: ${failures[0]}`);
  return parts.join(' ');
}
