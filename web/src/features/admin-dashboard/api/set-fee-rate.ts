import { parseApproval } from '../../../lib/approval-answer';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { RateBody } from '../lib/rate-form';

/**
 * POST /admin/main/settlementFeeRate {value, reason} → 202 with an approval request (four
 * eyes): set, and a prepared settlement goes stale, when another admin approves it.
 */
export const useSetFeeRate = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/main/settlementFeeRate',
    body: (body: RateBody) => body,
    parse: parseApproval,
    idempotent: true,
  });
