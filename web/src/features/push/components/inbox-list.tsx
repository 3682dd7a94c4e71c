import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../../lib/api-error';
import { useInbox } from '../api/list-inbox';
import { useOpenMessage } from '../hooks/use-open-message';
import { INBOX_LOAD_FAILED, MARK_READ_FAILED } from '../lib/inbox-messages';
import { InboxListSkeleton } from './inbox-list-skeleton';
import { InboxMessageItem } from './inbox-message-item';

/**
 * The bell's popover: the latest messages, newest first, unread ones marked. A click marks the
 * message read and opens its url (hooks/use-open-message.ts); the whole inbox is /notification.
 */
export function InboxList({
  onNavigate,
  actionError,
}: {
  onNavigate: () => void;
  actionError?: Error | null;
}) {
  const inbox = useInbox();
  const { open, error } = useOpenMessage(onNavigate);

  if (inbox.isPending) return <InboxListSkeleton />;
  if (inbox.isError) {
    return (
      <Alert severity="error" role="alert" sx={{ mx: 2, mb: 2 }}>
        {errorMessageOf(inbox.error, INBOX_LOAD_FAILED)}
      </Alert>
    );
  }

  const problem = actionError ?? error;
  return (
    <>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mx: 2, mb: 1 }}>
          {errorMessageOf(problem, MARK_READ_FAILED)}
        </Alert>
      )}
      {inbox.data.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          새 알림이 없습니다.
        </Typography>
      ) : (
        <List disablePadding sx={{ maxHeight: 'min(420px, 60dvh)', overflowY: 'auto', pb: 1 }}>
          {inbox.data.items.map((message) => (
            <InboxMessageItem key={message.id} message={message} onOpen={open} />
          ))}
        </List>
      )}
    </>
  );
}
