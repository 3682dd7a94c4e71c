import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBell } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { errorMessageOf } from '../../../lib/api-error';
import { INBOX_PAGE_SIZE, useInboxPage } from '../api/list-inbox';
import { useMarkAllRead } from '../api/mark-all-read';
import { InboxMessageItem } from '../components/inbox-message-item';
import { useOpenMessage } from '../hooks/use-open-message';
import { INBOX_LOAD_FAILED, MARK_READ_FAILED } from '../lib/inbox-messages';

/** A positive page number from the address, else 1. */
function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * /notification (알림): the member's whole inbox, newest first, 20 a page (the page in the
 * address, as /notice), unread ones marked. A tap marks a message read and opens its url, as
 * under the bell; "모두 읽음" reads them all.
 */
export function NotificationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const inbox = useInboxPage(page);
  const markAll = useMarkAllRead();
  const { open, error: openError } = useOpenMessage();
  const unread = inbox.data?.unreadCount ?? 0;
  const items = inbox.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil((inbox.data?.total ?? 0) / INBOX_PAGE_SIZE));
  const actionError = markAll.error ?? openError;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            알림
          </Typography>
          {unread > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="inbox-unread">
              읽지 않은 알림 {unread}개
            </Typography>
          )}
        </Box>
        <Button
          variant="text"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate(undefined)}
          sx={{ flexShrink: 0 }}
        >
          모두 읽음
        </Button>
      </Stack>
      {inbox.isError && (
        <Alert severity="error" role="alert">
          {errorMessageOf(inbox.error, INBOX_LOAD_FAILED)}
        </Alert>
      )}
      {actionError && (
        <Alert severity="error" role="alert">
          {errorMessageOf(actionError, MARK_READ_FAILED)}
        </Alert>
      )}
      {!(inbox.isError && !inbox.data) && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {inbox.isPending ? (
            <Box sx={{ p: 2 }} aria-busy="true" aria-label="알림을 불러오는 중">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} variant="text" sx={{ fontSize: '1.25rem' }} />
              ))}
            </Box>
          ) : items.length === 0 ? (
            <Stack spacing={1} sx={{ py: 6, px: 2, alignItems: 'center', textAlign: 'center' }}>
              <Box sx={{ color: 'text.disabled', display: 'flex' }}>
                <IconBell size={40} stroke={1.5} aria-hidden />
              </Box>
              <Typography sx={{ fontWeight: 600 }}>받은 알림이 없습니다.</Typography>
              <Typography variant="body2" color="text.secondary">
                거래 처리, 정산 완료 같은 소식이 오면 여기에서 볼 수 있습니다.
              </Typography>
            </Stack>
          ) : (
            <List disablePadding aria-label="알림 목록" sx={{ opacity: inbox.isPlaceholderData ? 0.6 : 1 }}>
              {items.map((message, index) => (
                <InboxMessageItem
                  key={message.id}
                  message={message}
                  onOpen={open}
                  bodyLines={3}
                  divider={index < items.length - 1}
                />
              ))}
            </List>
          )}
        </Paper>
      )}
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_event, next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
          color="primary"
          sx={{ alignSelf: 'center' }}
          getItemAriaLabel={(type, n) =>
            type === 'page' ? `${String(n)} 페이지` : type === 'next' ? '다음 페이지' : '이전 페이지'
          }
        />
      )}
    </Stack>
  );
}
