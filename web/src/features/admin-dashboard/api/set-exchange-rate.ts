import { exchangeRateSchema } from '@settle/contract/rates';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { RateBody } from '../lib/rate-form';

/** POST /admin/main/exchangeRate {value}: a new rate; a prepared settlement goes stale. */
export const useSetExchangeRate = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/main/exchangeRate',
    body: (body: RateBody) => body,
    parse: (data) => exchangeRateSchema.parse(data),
  });
