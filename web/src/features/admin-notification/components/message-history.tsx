import type { PushMessage } from '@settle/contract/push';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { DataColumn } from '../../../components/data-list';
import { PagedQueryList } from '../../../components/paged-query-list';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { usePushMessages } from '../api/list-push-messages';
import { senderLabel, targetLabel, truncate } from '../lib/send-form';

const PAGE_SIZE = 20;

const columns: readonly DataColumn<PushMessage>[] = [
  { key: 'createdAt', label: '보낸 시각', nowrap: true, render: (m) => formatSeoulDateTime(m.createdAt) },
  { key: 'title', label: '제목', render: (m) => m.title },
  {
    key: 'body',
    label: '내용',
    render: (m) => (
      <Box component="span" title={m.body}>
        {truncate(m.body)}
      </Box>
    ),
  },
  {
    key: 'url',
    label: '링크',
    render: (m) => (
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', wordBreak: 'break-all' }}>
        {m.url}
      </Box>
    ),
  },
  { key: 'target', label: '대상', nowrap: true, render: (m) => targetLabel(m.target) },
  {
    key: 'recipients',
    label: '수신자 수',
    align: 'right',
    nowrap: true,
    render: (m) => <span data-testid="push-recipients">{`${m.recipients.toLocaleString('ko-KR')}명`}</span>,
  },
  { key: 'createdBy', label: '보낸 사람', render: (m) => senderLabel(m) },
];

/**
 * 발송 내역: every message sent, by admins and by the system (account activated, transaction
 * processed, settlement paid), newest first. A table from 600 px, cards below; a narrow table
 * scrolls inside its own frame, never the page.
 */
export function MessageHistory() {
  const titleId = useId();
  const [page, setPage] = useState(0);
  const list = usePushMessages({ page: page + 1, pageSize: PAGE_SIZE });

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        발송 내역
      </Typography>
      <PagedQueryList
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        label="발송 내역"
        columns={columns}
        rowKey={(m) => m.id}
        empty="아직 보낸 알림이 없습니다."
        rowTestId="push-history-row"
      />
    </Stack>
  );
}
