import type { AccessEntry } from '@settle/contract/access-log';
import Button from '@mui/material/Button';
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
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useAccessLog } from '../api/list-access-log';
import { actionLabel, subjectsSummary } from '../lib/audit-display';
import type { AccessLogParams } from '../lib/audit-query';
import { AuditEntryDialog } from './audit-entry-dialog';

const COLUMNS = 6;
const nowrap = { whiteSpace: 'nowrap' } as const;

export interface AuditEntriesListProps {
  params: AccessLogParams;
  label: string;
  emptyText: string;
}

/**
 * Access-record entries, newest first, a page at a time: "더 보기" reads the page after the
 * last one (cursor paging: the log is never read whole, and there are no page numbers). A row
 * opens the entry's details. Used by /admin/audit and by the member detail's timeline.
 */
export function AuditEntriesList({ params, label, emptyText }: AuditEntriesListProps) {
  const log = useAccessLog(params);
  const [open, setOpen] = useState<AccessEntry | null>(null);
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack spacing={2}>
      <QueryErrorAlert query={log} />
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell sx={nowrap}>일시</TableCell>
                <TableCell sx={nowrap}>처리자</TableCell>
                <TableCell sx={nowrap}>작업</TableCell>
                <TableCell sx={nowrap}>대상 회원</TableCell>
                <TableCell sx={nowrap}>접속 IP</TableCell>
                <TableCell sx={nowrap}>결과</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.isPending ? (
                [0, 1, 2].map((row) => (
                  <TableRow key={row}>
                    <TableCell colSpan={COLUMNS}>
                      <Skeleton variant="text" />
                    </TableCell>
                  </TableRow>
                ))
              ) : items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                    {log.isError ? '-' : emptyText}
                  </TableCell>
                </TableRow>
              ) : (
                items.map((entry) => (
                  <TableRow
                    key={entry.id}
                    hover
                    data-testid="audit-row"
                    onClick={() => setOpen(entry)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        setOpen(entry);
                      }
                    }}
                    tabIndex={0}
                    aria-label={`${formatSeoulDateTime(entry.at)} ${actionLabel(entry.action)} 상세 보기`}
                    sx={{ cursor: 'pointer' }}
                  >
                    <TableCell sx={nowrap}>{formatSeoulDateTime(entry.at)}</TableCell>
                    <TableCell
                      sx={{ ...nowrap, maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' }}
                    >
                      {entry.actor.email || entry.actor.uid}
                    </TableCell>
                    <TableCell sx={nowrap}>
                      {actionLabel(entry.action)}
                      {entry.export && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          사유: {entry.export.reason}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell
                      sx={{ ...nowrap, maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }}
                    >
                      {entry.export
                        ? `${entry.export.count.toLocaleString('ko-KR')}명 다운로드`
                        : subjectsSummary(entry.subjects)}
                    </TableCell>
                    <TableCell sx={nowrap}>{entry.ip || '-'}</TableCell>
                    <TableCell sx={nowrap}>
                      {entry.status < 400 ? (
                        <Chip size="small" variant="outlined" color="success" label="성공" />
                      ) : (
                        <Chip size="small" variant="outlined" color="error" label={`실패 ${entry.status}`} />
                      )}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {log.hasNextPage && (
        <Stack sx={{ alignItems: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => void log.fetchNextPage()}
            loading={log.isFetchingNextPage}
          >
            더 보기
          </Button>
        </Stack>
      )}
      {items.length > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {items.length.toLocaleString('ko-KR')}건 표시{log.hasNextPage ? '' : ' · 마지막 기록입니다'}
        </Typography>
      )}
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
