import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconShieldCheck } from '@tabler/icons-react';
import { errorMessageOf } from '../../../lib/api-error';
import { useVerifyAccessLog } from '../api/verify-access-log';
import { verifySummary } from '../lib/audit-display';

/**
 * 위변조 검사: asks the API to re-hash the sealed record (GET /admin/auditLog/verify, the same
 * check as `npm run audit:access`) and shows whether everything fits or the first entry or
 * block that does not, with what was checked and how long it took.
 */
export function VerifyPanel() {
  const verify = useVerifyAccessLog();
  const result = verify.data;

  return (
    <Stack spacing={1.5}>
      <div>
        <Button
          variant="outlined"
          startIcon={<IconShieldCheck size={18} />}
          loading={verify.isPending}
          onClick={() => verify.mutate()}
        >
          위변조 검사
        </Button>
      </div>
      {verify.isError && (
        <Alert severity="error" role="alert">
          {errorMessageOf(verify.error, messages.internal)}
        </Alert>
      )}
      {result && !verify.isPending && (
        <Alert severity={result.ok ? 'success' : 'error'} role="status" data-testid="verify-result">
          <AlertTitle>
            {result.ok ? '위변조가 발견되지 않았습니다' : '위변조가 의심되는 기록이 있습니다'}
          </AlertTitle>
          {verifySummary(result)}
          {result.problem && (
            <div>
              블록 #{result.problem.blockSeq}
              {result.problem.entryId ? ` · 기록 ID ${result.problem.entryId}` : ''}
            </div>
          )}
        </Alert>
      )}
    </Stack>
  );
}
