import type { SettlementBatch } from '@settle/contract/settlement';
import { settlementBatchStatusLabels } from '@settle/contract/settlement';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { krwText } from '../../../lib/money-display';
import { formatSeoulDate } from '../../../lib/seoul-time';

// The batch's page in 정산 내역 (admin-settlement's route; features do not import each other).
const batchPath = (batchId: string) => `/admin/settlement/history/${encodeURIComponent(batchId)}`;

/**
 * The last settlements: when, status, how many members and how much was paid; each opens its
 * batch in 정산 내역 with its lines. A list, not a table, so a phone shows it whole.
 */
export function RecentSettlementsCard({ batches }: { batches: readonly SettlementBatch[] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          useFlexGap
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            최근 정산
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button component={Link} to="/admin/settlement/history" size="small">
              정산 내역
            </Button>
            <Button component={Link} to="/admin/settlement" size="small">
              정산 관리로 이동
            </Button>
          </Stack>
        </Stack>
        {batches.length === 0 ? (
          <Typography sx={{ py: 3, color: 'text.secondary', textAlign: 'center' }}>
            아직 정산이 없습니다.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="최근 정산">
            {batches.map((batch) => (
              <ListItemButton
                key={batch.id}
                component={Link}
                to={batchPath(batch.id)}
                divider
                data-testid="recent-settlement"
                sx={{ px: 1, gap: 1 }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {formatSeoulDate(batch.preparedAt)} · {settlementBatchStatusLabels[batch.status]}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    대상 {batch.totals.payableLines.toLocaleString('ko-KR')}명
                    {batch.completedAt ? ` · 완료 ${formatSeoulDate(batch.completedAt)}` : ''}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {/* Paid so far (all of it once completed); the planned net before that. */}
                  {krwText(batch.status === 'completed' ? batch.progress.settledNet : batch.totals.net)}
                </Typography>
                <IconChevronRight size={18} aria-hidden />
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
