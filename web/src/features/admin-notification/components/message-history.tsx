import type { PushMessage } from '@settle/contract/push';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { AdminDataGrid, type GridColumn } from '../../../components/admin-data-grid';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { usePushMessages } from '../api/list-push-messages';
import { senderLabel, targetLabel, truncate } from '../lib/send-form';

const columns: readonly GridColumn<PushMessage>[] = [
  {
    field: 'createdAt',
    headerName: '보낸 시각',
    width: 160,
    render: (m) => formatSeoulDateTime(m.createdAt),
  },
  { field: 'title', headerName: '제목', minWidth: 140, render: (m) => m.title },
  {
    field: 'body',
    headerName: '내용',
    minWidth: 180,
    render: (m) => (
      <Box component="span" title={m.body}>
        {truncate(m.body)}
      </Box>
    ),
  },
  {
    field: 'url',
    headerName: '링크',
    minWidth: 120,
    wideOnly: true,
    render: (m) => (
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', wordBreak: 'break-all' }}>
        {m.url}
      </Box>
    ),
  },
  { field: 'target', headerName: '대상', width: 110, render: (m) => targetLabel(m.target) },
  {
    field: 'recipients',
    headerName: '수신자 수',
    align: 'right',
    width: 100,
    render: (m) => <span data-testid="push-recipients">{`${m.recipients.toLocaleString('ko-KR')}명`}</span>,
  },
  { field: 'createdBy', headerName: '보낸 사람', minWidth: 160, render: (m) => senderLabel(m) },
];

/**
 * 발송 내역: every message sent, by admins and by the system (account activated, transaction
 * processed, settlement paid), newest first, a page at a time by cursor; cards on a phone.
 */
export function MessageHistory() {
  const titleId = useId();
  const { query, paging } = usePushMessages();

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        발송 내역
      </Typography>
      <AdminDataGrid
        id="admin-push-history"
        label="발송 내역"
        columns={columns}
        query={query}
        paging={paging}
        rowKey={(m) => m.id}
        empty="아직 보낸 알림이 없습니다."
        rowTestId="push-history-row"
      />
    </Stack>
  );
}
