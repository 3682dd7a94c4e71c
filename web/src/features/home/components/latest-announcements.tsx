import type { Announcement } from '@settle/contract/announcements';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PinnedChip } from '../../../components/pinned-chip';
import { formatSeoulDate } from '../../../lib/seoul-time';
import { RecentSection } from './recent-section';

/** 최근 공지: the 3 latest published notices, pinned first (as /notice lists them). */
export function LatestAnnouncements({ announcements }: { announcements: readonly Announcement[] }) {
  return (
    <RecentSection
      title="최근 공지"
      link={{ to: '/notice', label: '공지사항 전체 보기' }}
      empty="등록된 공지사항이 없습니다."
      isEmpty={announcements.length === 0}
    >
      <List dense disablePadding>
        {announcements.map((notice) => (
          <ListItem key={notice.id} disablePadding divider>
            <ListItemButton
              component={RouterLink}
              to={`/notice/${encodeURIComponent(notice.id)}`}
              data-testid="home-notice-row"
              sx={{ gap: 1, py: 1.25, alignItems: 'center' }}
            >
              {notice.pinned && <PinnedChip />}
              <Typography
                variant="body2"
                sx={{ flex: 1, minWidth: 0, fontWeight: notice.pinned ? 700 : 400, overflowWrap: 'anywhere' }}
              >
                {notice.title}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {formatSeoulDate(notice.createdAt)}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </RecentSection>
  );
}
