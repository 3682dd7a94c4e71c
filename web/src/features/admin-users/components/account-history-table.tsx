import type { AccountChange } from '@settle/contract/users';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { accountChangeText, changedByText } from '../lib/member-detail';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** 계좌 변경 이력: every change of the payout account, masked, who made it and from where. */
export function AccountHistoryTable({ history }: { history: readonly AccountChange[] }) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="계좌 변경 이력">
          <TableHead>
            <TableRow>
              <TableCell sx={nowrap}>일시</TableCell>
              <TableCell sx={nowrap}>변경 전</TableCell>
              <TableCell sx={nowrap}>변경 후</TableCell>
              <TableCell sx={nowrap}>변경자</TableCell>
              <TableCell sx={nowrap}>접속 IP</TableCell>
              <TableCell>브라우저</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  계좌를 변경한 적이 없습니다.
                </TableCell>
              </TableRow>
            ) : (
              history.map((change) => (
                <TableRow key={change.id} data-testid="account-change-row">
                  <TableCell sx={nowrap}>{formatSeoulDateTime(change.at)}</TableCell>
                  <TableCell sx={nowrap}>{accountChangeText(change.old)}</TableCell>
                  <TableCell sx={nowrap}>{accountChangeText(change.new)}</TableCell>
                  <TableCell sx={nowrap}>{changedByText(change.by)}</TableCell>
                  <TableCell sx={nowrap}>{change.ip || '-'}</TableCell>
                  <TableCell sx={{ maxWidth: 240 }}>
                    <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
                      {change.userAgent || '-'}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
