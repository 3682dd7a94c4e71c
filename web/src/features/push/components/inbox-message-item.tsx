import type { InboxMessage } from '@settle/contract/push';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { formatSeoulDateTime } from '../../../lib/seoul-time';

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
 * One inbox message as the bell and /notification list it: unread ones with a dot, bold and
 * tinted (and "읽지 않음:" for screen readers); the body clamped to `bodyLines`.
 */
export function InboxMessageItem({
  message,
  onOpen,
  bodyLines = 2,
  divider = false,
}: {
  message: InboxMessage;
  onOpen: (message: InboxMessage) => void;
  bodyLines?: number;
  divider?: boolean;
}) {
  return (
    <ListItemButton
      onClick={() => onOpen(message)}
      alignItems="flex-start"
      divider={divider}
      data-testid="inbox-message"
      data-read={message.read}
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
        <Typography variant="body2" sx={{ fontWeight: message.read ? 400 : 700, overflowWrap: 'anywhere' }}>
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
            WebkitLineClamp: bodyLines,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {message.body}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={message.createdAt}>
          {formatSeoulDateTime(message.createdAt)}
        </Typography>
      </Box>
    </ListItemButton>
  );
}
