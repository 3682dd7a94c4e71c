import Alert from '@mui/material/Alert';
import { messages } from '@settle/contract/messages';
import { errorMessageOf } from '../lib/api-error';

/**
 * A failed read, said once: the API's Korean message, or the spec's 정보를 가져오는데
 * 실패했습니다. when there is none. Nothing while the query has not failed.
 */
export function QueryErrorAlert({ query }: { query: { isError: boolean; error: unknown } }) {
  if (!query.isError) return null;
  return (
    <Alert severity="error" role="alert">
      {errorMessageOf(query.error, messages.userInfoFailed)}
    </Alert>
  );
}
