import { ledgerEntryTypeLabels, type LedgerEntryType } from '@settle/contract/ledger';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminTablePagination } from '../../../components/admin-table-pagination';
import { SignedAssets } from '../../../components/money/signed-assets';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { krwText } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useProcessingRecords } from '../api/list-processing-records';
import { buildRecordListQuery } from '../lib/record-list-query';
import { useAssetFormat } from '../../../lib/asset-format';

const COLUMNS = 6;
const nowrap = { whiteSpace: 'nowrap' } as const;

export interface MemberRecordsPanelProps {
  userId: string;
  /** Only this entry type (정산 출금 for the member's settlements), else every entry. */
  type?: LedgerEntryType;
  label: string;
  emptyText: string;
}

/**
 * One member's ledger (회원 상세), newest first, read-only: corrections are made on
 * 거래 처리 › 처리 내역. A settlement entry shows what was paid and to which account.
 */
export function MemberRecordsPanel({ userId, type, label, emptyText }: MemberRecordsPanelProps) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const asset = useAssetFormat();
  const list = useProcessingRecords(buildRecordListQuery({ userId, type: type ?? 'all', page, pageSize }));
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);

  return (
    <Stack spacing={2}>
      <QueryErrorAlert query={list} />
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell sx={nowrap}>일시</TableCell>
                <TableCell sx={nowrap}>유형</TableCell>
                <TableCell align="right" sx={nowrap}>
                  금액
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  잔액
                </TableCell>
                <TableCell>메모</TableCell>
                <TableCell sx={nowrap}>상태</TableCell>
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {list.isPending ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS}>
                    <Skeleton variant="text" />
                  </TableCell>
                </TableRow>
              ) : items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {emptyText}
                  </TableCell>
                </TableRow>
              ) : (
                items.map((record) => (
                  <TableRow key={record.id} hover data-testid="member-record-row">
                    <TableCell sx={nowrap}>{formatSeoulDateTime(record.createdAt)}</TableCell>
                    <TableCell sx={nowrap}>{ledgerEntryTypeLabels[record.type]}</TableCell>
                    <TableCell align="right">
                      <SignedAssets value={record.amount} unit={asset.unit} />
                    </TableCell>
                    <TableCell align="right" sx={nowrap}>
                      {asset.assets(record.balanceAfter)}
                    </TableCell>
                    <TableCell sx={{ minWidth: 160, wordBreak: 'break-all' }}>
                      {record.memo || '-'}
                      {record.settlement && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          지급 {krwText(record.settlement.net)} · {record.settlement.bank}{' '}
                          {record.settlement.account}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={nowrap}>
                      {record.reversedBy !== null ? (
                        <Chip size="small" label="취소됨" variant="outlined" />
                      ) : record.reversalOf !== null ? (
                        <Chip size="small" label="취소 내역" color="warning" variant="outlined" />
                      ) : (
                        <Chip size="small" label="정상" color="success" variant="outlined" />
                      )}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <AdminTablePagination
          total={total}
          page={Math.min(page, lastPage)}
          pageSize={pageSize}
          onPageChange={(next) => setPage(next)}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      </Paper>
    </Stack>
  );
}
