import { feeRateSchema } from '@settle/contract/rates';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { RateBody } from '../lib/rate-form';

/** POST /admin/main/settlementFeeRate {value}: a new fee rate; a prepared settlement goes stale. */
export const useSetFeeRate = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/main/settlementFeeRate',
    body: (body: RateBody) => body,
    parse: (data) => feeRateSchema.parse(data),
  });
