import type { AccessEntry } from '@settle/contract/access-log';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminDataGrid, type GridColumn } from '../../../components/admin-data-grid';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useAccessLog } from '../api/list-access-log';
import { actionLabel, subjectsSummary } from '../lib/audit-display';
import type { AccessLogFilters } from '../lib/audit-query';
import { AuditEntryDialog } from './audit-entry-dialog';

const columns: readonly GridColumn<AccessEntry>[] = [
  { field: 'at', headerName: '일시', width: 160, render: (entry) => formatSeoulDateTime(entry.at) },
  {
    field: 'actor',
    headerName: '처리자',
    minWidth: 180,
    render: (entry) => entry.actor.email || entry.actor.uid,
  },
  {
    field: 'action',
    headerName: '작업',
    minWidth: 170,
    render: (entry) => (
      <Box>
        {actionLabel(entry.action)}
        {entry.export && (
          <Typography variant="caption" color="text.secondary" component="div">
            사유: {entry.export.reason}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    field: 'subjects',
    headerName: '대상 회원',
    minWidth: 150,
    render: (entry) =>
      entry.export
        ? `${entry.export.count.toLocaleString('ko-KR')}명 다운로드`
        : subjectsSummary(entry.subjects),
  },
  { field: 'ip', headerName: '접속 IP', width: 130, wideOnly: true, render: (entry) => entry.ip || '-' },
  {
    field: 'status',
    headerName: '결과',
    width: 100,
    render: (entry) =>
      entry.status < 400 ? (
        <Chip size="small" variant="outlined" color="success" label="성공" />
      ) : (
        <Chip size="small" variant="outlined" color="error" label={`실패 ${entry.status}`} />
      ),
  },
];

export interface AuditEntriesListProps {
  filters: AccessLogFilters;
  /** /admin/audit shows 50 a page; the member detail's timeline 20. */
  pageSize: number;
  /** The table's name; also where its column choices are remembered. */
  gridId: string;
  label: string;
  emptyText: string;
}

/**
 * Access-record entries, newest first, a page at a time by cursor (the record is never read
 * whole). The record answers no total: a count() would bill a read per 1,000 entries of a log
 * that grows with every admin request, on every first page, for a figure nobody acts on; the
 * grid shows the range (1–50) and pages forward while there is a next page. 상세 opens an
 * entry. Used by /admin/audit and by the member detail's timeline.
 */
export function AuditEntriesList({ filters, pageSize, gridId, label, emptyText }: AuditEntriesListProps) {
  const { query, paging } = useAccessLog(filters, pageSize);
  const [open, setOpen] = useState<AccessEntry | null>(null);

  return (
    <>
      <AdminDataGrid
        id={gridId}
        label={label}
        columns={columns}
        query={query}
        paging={paging}
        rowKey={(entry) => entry.id}
        empty={emptyText}
        rowTestId="audit-row"
        actionsWidth={90}
        actions={(entry) => (
          <Button
            size="small"
            onClick={() => setOpen(entry)}
            aria-label={`${formatSeoulDateTime(entry.at)} ${actionLabel(entry.action)} 상세 보기`}
          >
            상세
          </Button>
        )}
      />
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </>
  );
}
