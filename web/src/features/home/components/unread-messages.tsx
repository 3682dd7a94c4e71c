import type { InboxMessage } from '@settle/contract/push';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconExternalLink } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { pushUrlTarget } from '../../../lib/push-url';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useMarkMessageRead } from '../api/mark-message-read';
import { RecentSection } from './recent-section';

/**
 * 읽지 않은 알림: how many, and the 3 newest. Opening one marks it read and follows its link: a
 * path of the app in place, an https address in a new window (opened within the click, so no
 * popup blocker stops it). A failed mark leaves the message unread; nothing else depends on it.
 */
export function UnreadMessages({ count, latest }: { count: number; latest: readonly InboxMessage[] }) {
  const navigate = useNavigate();
  const markRead = useMarkMessageRead();

  function open(message: InboxMessage) {
    markRead.mutate(message.id);
    const target = pushUrlTarget(message.url);
    if (target?.kind === 'app') void navigate(target.path);
    else if (target?.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
  }

  const more = count - latest.length;
  return (
    <RecentSection
      title="읽지 않은 알림"
      badge={
        count > 0 && (
          <Chip
            label={`${count.toLocaleString('ko-KR')}개`}
            size="small"
            color="error"
            data-testid="unread-count"
            aria-label={`읽지 않은 알림 ${count.toLocaleString('ko-KR')}개`}
          />
        )
      }
      empty="새 알림이 없습니다."
      isEmpty={latest.length === 0}
    >
      <List dense disablePadding>
        {latest.map((message) => {
          const external = pushUrlTarget(message.url)?.kind === 'external';
          return (
            <ListItem key={message.id} disablePadding divider>
              <ListItemButton
                onClick={() => open(message)}
                data-testid="home-unread-row"
                sx={{ display: 'block', py: 1 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                  <Typography
                    variant="body2"
                    sx={{ flex: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
                  >
                    {message.title}
                  </Typography>
                  {external && <IconExternalLink size={16} aria-label="새 창에서 열림" />}
                  <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {formatSeoulDateTime(message.createdAt)}
                  </Typography>
                </Stack>
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                    overflowWrap: 'anywhere',
                    display: '-webkit-box',
                    WebkitLineClamp: 1,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {message.body}
                </Typography>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {more > 0 && (
        <Typography variant="caption" component="p" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
          이 밖에 읽지 않은 알림이 {more.toLocaleString('ko-KR')}개 더 있습니다.
        </Typography>
      )}
    </RecentSection>
  );
}
