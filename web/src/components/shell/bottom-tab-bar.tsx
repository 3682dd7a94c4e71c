import Badge from '@mui/material/Badge';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { activeTabOf, BOTTOM_TABS } from './bottom-tabs';

/**
 * The bar's height above the home indicator, its 1 px top border included; the layout pads its
 * content by as much (TAB_BAR_SPACE in components/layouts/default-layout.tsx).
 */
export const BOTTOM_TAB_BAR_HEIGHT = 60;

/** '알림' or '알림, 읽지 않음 3개' (the tab's accessible name; the badge digits are decoration). */
export const notificationTabLabel = (unread: number) => (unread > 0 ? `알림, 읽지 않음 ${unread}개` : '알림');

/**
 * The member's tab bar on phones: fixed at the bottom, above the home indicator
 * (env(safe-area-inset-bottom)), the current tab marked with aria-current="page" and the readable
 * primary tone. `unread` is the bell's own count (the push feature's cached inbox).
 */
export function BottomTabBar({ unread }: { unread: number }) {
  const { pathname } = useLocation();
  const active = activeTabOf(pathname);
  return (
    <Paper
      component="nav"
      aria-label="주요 메뉴"
      square
      elevation={0}
      data-testid="bottom-tab-bar"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
        display: 'flex',
      }}
    >
      {BOTTOM_TABS.map((tab) => {
        const current = tab === active;
        const Icon = tab.icon;
        const name = tab.to === '/notification' ? notificationTabLabel(unread) : tab.label;
        return (
          <ButtonBase
            key={tab.to}
            component={RouterLink}
            to={tab.to}
            aria-current={current ? 'page' : undefined}
            aria-label={name === tab.label ? undefined : name}
            sx={{
              flex: '1 1 0',
              minWidth: 0,
              height: BOTTOM_TAB_BAR_HEIGHT - 1,
              flexDirection: 'column',
              gap: 0.5,
              color: current ? 'primaryText' : 'text.secondary',
            }}
          >
            <Badge
              color="error"
              badgeContent={tab.to === '/notification' ? unread : 0}
              max={99}
              slotProps={{ badge: { 'aria-hidden': true } }}
            >
              <Icon size={24} stroke={current ? 2.25 : 1.75} aria-hidden />
            </Badge>
            <Typography
              data-testid="tab-label"
              component="span"
              variant="caption"
              sx={{ fontWeight: current ? 700 : 500, lineHeight: 1 }}
            >
              {tab.label}
            </Typography>
          </ButtonBase>
        );
      })}
    </Paper>
  );
}
