import { accessVerifySchema, type AccessVerifyResult } from '@settle/contract/access-log';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /admin/auditLog/verify (위변조 검사): re-hashes every sealed block and entry and names the
 * first that does not fit. A read, but one the operator starts by a button and that takes a
 * while, so it runs as a mutation: never cached, never refetched on focus.
 */
export async function verifyAccessLog(): Promise<AccessVerifyResult> {
  return accessVerifySchema.parse(await apiFetch('/admin/auditLog/verify'));
}

export const useVerifyAccessLog = () => useMutation({ mutationFn: verifyAccessLog });
