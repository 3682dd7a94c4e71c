import { parseApproval } from '../../../lib/approval-answer';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { RateBody } from '../lib/rate-form';

/**
 * POST /admin/main/exchangeRate {value, reason} → 202 with an approval request (four eyes): the
 * new rate is set, and a prepared settlement goes stale, when another admin approves it.
 */
export const useSetExchangeRate = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/main/exchangeRate',
    body: (body: RateBody) => body,
    parse: parseApproval,
    idempotent: true,
  });
