import { processingRecordSchema } from '@settle/contract/ledger';
import { useApiMutation } from '../../../lib/use-api-mutation';

export interface UpdateRecordMemoVariables {
  id: string;
  memo: string;
}

/** PATCH /admin/processingRecords/{id} {memo}: the memo only, never an amount. */
export const useUpdateRecordMemo = () =>
  useApiMutation({
    method: 'PATCH',
    path: ({ id }: UpdateRecordMemoVariables) => `/admin/processingRecords/${encodeURIComponent(id)}`,
    body: ({ memo }: UpdateRecordMemoVariables) => ({ memo }),
    parse: (data) => processingRecordSchema.parse(data),
  });
