import type { SettlementBatch } from '@settle/contract/settlement';
import { settlementBatchStatusLabels } from '@settle/contract/settlement';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { krwText } from '../../../lib/money-display';
import { formatSeoulDate } from '../../../lib/seoul-time';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The last settlements: when, status, how many members and how much was paid. */
export function RecentSettlementsCard({ batches }: { batches: readonly SettlementBatch[] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            최근 정산
          </Typography>
          <Button component={Link} to="/admin/settlement" size="small">
            정산 관리로 이동
          </Button>
        </Stack>
        <TableContainer>
          <Table size="small" aria-label="최근 정산">
            <TableHead>
              <TableRow>
                <TableCell sx={nowrap}>준비일</TableCell>
                <TableCell sx={nowrap}>상태</TableCell>
                <TableCell align="right" sx={nowrap}>
                  대상
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  지급액
                </TableCell>
                <TableCell sx={nowrap}>완료일</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {batches.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                    아직 정산이 없습니다.
                  </TableCell>
                </TableRow>
              ) : (
                batches.map((batch) => (
                  <TableRow key={batch.id}>
                    <TableCell sx={nowrap}>{formatSeoulDate(batch.preparedAt)}</TableCell>
                    <TableCell sx={nowrap}>{settlementBatchStatusLabels[batch.status]}</TableCell>
                    <TableCell align="right" sx={nowrap}>
                      {batch.totals.payableLines.toLocaleString('ko-KR')}명
                    </TableCell>
                    <TableCell align="right" sx={nowrap}>
                      {/* Paid so far (all of it once completed); the planned net before that. */}
                      {krwText(batch.status === 'completed' ? batch.progress.settledNet : batch.totals.net)}
                    </TableCell>
                    <TableCell sx={nowrap}>{formatSeoulDate(batch.completedAt)}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
