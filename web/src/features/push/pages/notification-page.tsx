import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBell } from '@tabler/icons-react';
import { errorMessageOf } from '../../../lib/api-error';
import { useInboxPages } from '../api/list-inbox-pages';
import { MoreButton } from '../../../components/more-button';
import { useMarkAllRead } from '../api/mark-all-read';
import { InboxMessageItem } from '../components/inbox-message-item';
import { useOpenMessage } from '../hooks/use-open-message';
import { INBOX_LOAD_FAILED, MARK_READ_FAILED } from '../lib/inbox-messages';

/**
 * /notification (알림): the member's whole inbox, newest first, 20 at a time with "더 보기",
 * unread ones marked. A tap marks a message read and opens its url, as
 * under the bell; "모두 읽음" reads them all.
 */
export function NotificationPage() {
  const { query: inbox, items, total, first } = useInboxPages();
  const markAll = useMarkAllRead();
  const { open, error: openError } = useOpenMessage();
  const unread = first?.unreadCount ?? 0;
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
            <List disablePadding aria-label="알림 목록">
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
      <MoreButton
        shown={items.length}
        total={total}
        hasMore={inbox.hasNextPage}
        loading={inbox.isFetchingNextPage}
        onMore={() => void inbox.fetchNextPage()}
      />
    </Stack>
  );
}
