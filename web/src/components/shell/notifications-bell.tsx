import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconBell } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';

/**
 * The navbar's bell: a count and a popover. What it lists comes from outside (the push
 * feature's inbox); with nothing passed it says there is nothing new.
 */
export function NotificationsBell({ unread = 0, children }: { unread?: number; children?: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  return (
    <>
      <Tooltip title="알림">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={unread > 0 ? `알림 (읽지 않음 ${unread}개)` : '알림'}
          aria-haspopup="dialog"
        >
          <Badge color="error" badgeContent={unread} max={99}>
            <IconBell size={22} />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { mt: '6px', width: 320 } } }}
      >
        <Typography id={titleId} variant="subtitle1" sx={{ px: 2, py: 1.5, fontWeight: 600 }}>
          알림
        </Typography>
        {children ?? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
            새 알림이 없습니다.
          </Typography>
        )}
      </Popover>
    </>
  );
}
