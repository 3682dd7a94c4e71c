import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { IconBell } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { Hint } from './hint';

/** '알림' or '알림 3개 읽지 않음' (the bell's accessible name). */
export const bellLabel = (unread: number) => (unread > 0 ? `알림 ${unread}개 읽지 않음` : '알림');

/**
 * The navbar's bell: a count and a popover. What it lists comes from outside (the push
 * feature's inbox, composed in app/); `children` may be a function of `close`, for items that
 * navigate away. With nothing passed it says there is nothing new.
 */
export function NotificationsBell({
  unread = 0,
  pending = false,
  action,
  children,
}: {
  unread?: number;
  /**
   * The stand-in while the push feature's bell loads: not clickable, or a tap would open an empty
   * popover that vanishes (its open state lost) when the real bell replaces it a moment later.
   */
  pending?: boolean;
  /** Beside the popover's title, e.g. "모두 읽음". */
  action?: ReactNode;
  children?: ReactNode | ((close: () => void) => ReactNode);
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Hint title="알림">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          disabled={pending}
          // Not greyed out for the moment it takes: it looks as it will.
          sx={pending ? { '&.Mui-disabled': { color: 'inherit' } } : undefined}
          aria-label={bellLabel(unread)}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
        >
          <Badge
            color="error"
            badgeContent={unread}
            max={99}
            // The button's label already says the count in words; the digits are decoration.
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <IconBell size={22} />
          </Badge>
        </IconButton>
      </Hint>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            // 360 px phones: the popover keeps 16 px from both edges.
            sx: { mt: '6px', width: 360, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
          <Typography id={titleId} variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            알림
          </Typography>
          {action}
        </Box>
        {typeof children === 'function'
          ? children(close)
          : (children ?? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
                새 알림이 없습니다.
              </Typography>
            ))}
      </Popover>
    </>
  );
}
