import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NotificationsBell } from '../../../components/shell/notifications-bell';
import { useInbox } from '../api/list-inbox';
import { useMarkAllRead } from '../api/mark-all-read';
import { useRefreshInboxOnBroadcast } from '../hooks/use-inbox-refresh';
import { InboxListSkeleton } from './inbox-list-skeleton';

// The list's code loads when the bell is first opened; the badge needs only the count.
const InboxList = lazy(() => import('./inbox-list').then((m) => ({ default: m.InboxList })));

/**
 * The navbar bell for every signed-in person: the unread count of GET /push/message (refetched
 * every minute, on focus and on a new-notification broadcast), the latest messages, "모두 읽음"
 * and "전체 보기" (the whole inbox, /notification).
 */
export function InboxBell() {
  const inbox = useInbox();
  const markAll = useMarkAllRead();
  useRefreshInboxOnBroadcast();
  const unread = inbox.data?.unreadCount ?? 0;
  return (
    <NotificationsBell
      unread={unread}
      action={
        <Button
          size="small"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate(undefined)}
        >
          모두 읽음
        </Button>
      }
    >
      {(close) => (
        <>
          <Suspense fallback={<InboxListSkeleton />}>
            <InboxList onNavigate={close} actionError={markAll.error} />
          </Suspense>
          <Divider />
          <Button
            component={RouterLink}
            to="/notification"
            onClick={close}
            fullWidth
            sx={{ borderRadius: 0, py: 1.25 }}
          >
            전체 보기
          </Button>
        </>
      )}
    </NotificationsBell>
  );
}
