import type { InboxMessage } from '@settle/contract/push';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { resolveNotificationUrl } from '../../../lib/push/push-payload';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useInbox } from '../api/list-inbox';
import { useMarkRead } from '../api/mark-read';
import { InboxListSkeleton } from './inbox-list-skeleton';

const LOAD_FAILED = '알림을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Read aloud, not shown: the dot says it to the eye. */
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The bell's popover: the latest messages, newest first, unread ones marked. A click marks the
 * message read and opens its url: a path of this app in place, an https address in a new window.
 */
export function InboxList({
  onNavigate,
  actionError,
}: {
  onNavigate: () => void;
  actionError?: Error | null;
}) {
  const inbox = useInbox();
  const markRead = useMarkRead();
  const navigate = useNavigate();

  if (inbox.isPending) return <InboxListSkeleton />;
  if (inbox.isError) {
    return (
      <Alert severity="error" role="alert" sx={{ mx: 2, mb: 2 }}>
        {errorMessageOf(inbox.error, LOAD_FAILED)}
      </Alert>
    );
  }

  const open = (message: InboxMessage) => {
    if (!message.read) markRead.mutate(message.id);
    const target = resolveNotificationUrl(message.url, window.location.origin);
    onNavigate();
    if (target.internal) void navigate(target.path);
    else window.open(target.href, '_blank', 'noopener');
  };

  const problem = actionError ?? markRead.error;
  return (
    <>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mx: 2, mb: 1 }}>
          {errorMessageOf(problem, '읽음으로 표시하지 못했습니다. 잠시 후 다시 시도해 주세요.')}
        </Alert>
      )}
      {inbox.data.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          새 알림이 없습니다.
        </Typography>
      ) : (
        <List disablePadding sx={{ maxHeight: 'min(420px, 60dvh)', overflowY: 'auto', pb: 1 }}>
          {inbox.data.items.map((message) => (
            <ListItemButton
              key={message.id}
              onClick={() => open(message)}
              alignItems="flex-start"
              sx={{ gap: 1.5, py: 1.25, bgcolor: message.read ? undefined : 'action.hover' }}
            >
              <Box
                aria-hidden
                sx={{
                  mt: '7px',
                  width: 8,
                  height: 8,
                  flexShrink: 0,
                  borderRadius: '50%',
                  bgcolor: message.read ? 'transparent' : 'primary.main',
                }}
              />
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: message.read ? 400 : 700, overflowWrap: 'anywhere' }}
                >
                  {!message.read && (
                    <Box component="span" sx={srOnly}>
                      읽지 않음:{' '}
                    </Box>
                  )}
                  {message.title}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {message.body}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="time"
                  dateTime={message.createdAt}
                >
                  {formatSeoulDateTime(message.createdAt)}
                </Typography>
              </Box>
            </ListItemButton>
          ))}
        </List>
      )}
    </>
  );
}
