import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { alpha } from '@mui/material/styles';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { NavLink, useLocation } from 'react-router-dom';
import { Brand } from './brand';
import { isActivePath, type NavSection } from './nav-types';
import { Hint } from './hint';

export const VERTICAL_NAV_WIDTH = 260;
export const VERTICAL_NAV_COLLAPSED_WIDTH = 72;

interface VerticalNavProps {
  sections: readonly NavSection[];
  /** `permanent` beside the content on wide screens, `temporary` as an overlay below 1280 px. */
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** The vertical menu (spec §2): collapsible beside the content, an overlay drawer on small screens. */
export function VerticalNav({
  sections,
  variant,
  open,
  onClose,
  collapsed,
  onToggleCollapsed,
}: VerticalNavProps) {
  const { pathname } = useLocation();
  const mini = variant === 'permanent' && collapsed;
  const width = mini ? VERTICAL_NAV_COLLAPSED_WIDTH : VERTICAL_NAV_WIDTH;

  const content = (
    <Box component="nav" aria-label="주 메뉴" sx={{ width, overflowX: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: mini ? 1.5 : 2.5, minHeight: 64 }}>
        {!mini && <Brand />}
        {variant === 'permanent' && (
          <Hint title={collapsed ? '메뉴 펼치기' : '메뉴 접기'} placement="right">
            <IconButton
              onClick={onToggleCollapsed}
              aria-label={collapsed ? '메뉴 펼치기' : '메뉴 접기'}
              aria-expanded={!collapsed}
              sx={{ ml: 'auto' }}
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={22} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={22} />
              )}
            </IconButton>
          </Hint>
        )}
      </Box>
      {sections.map((section) => (
        <List
          key={section.title}
          dense
          subheader={
            mini ? undefined : (
              <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
                {section.title}
              </ListSubheader>
            )
          }
          sx={{ px: 1.5 }}
        >
          {section.items.map((item) => {
            const active = isActivePath(item.to, pathname);
            const Icon = item.icon;
            const button = (
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.to === '/' || item.to === '/admin'}
                onClick={variant === 'temporary' ? onClose : undefined}
                aria-current={active ? 'page' : undefined}
                aria-label={mini ? item.label : undefined}
                sx={(theme) => ({
                  borderRadius: 1,
                  mb: 0.5,
                  minHeight: 40,
                  justifyContent: mini ? 'center' : 'flex-start',
                  ...(active && {
                    bgcolor: alpha(theme.palette.primary.main, 0.12),
                    color: theme.vars?.palette.primaryText ?? theme.palette.primaryText,
                    fontWeight: 600,
                    '& .MuiListItemIcon-root': { color: 'inherit' },
                  }),
                })}
              >
                <ListItemIcon sx={{ minWidth: mini ? 0 : 36 }}>
                  <Icon size={22} stroke={1.75} aria-hidden />
                </ListItemIcon>
                {!mini && (
                  <ListItemText primary={item.label} slotProps={{ primary: { fontWeight: 'inherit' } }} />
                )}
              </ListItemButton>
            );
            // A list holds list items: the link goes inside an <li> (axe "list" rule).
            return (
              <li key={item.to}>
                {mini ? (
                  <Hint title={item.label} placement="right">
                    {button}
                  </Hint>
                ) : (
                  button
                )}
              </li>
            );
          })}
        </List>
      ))}
    </Box>
  );

  if (variant === 'temporary') {
    return (
      <Drawer variant="temporary" open={open} onClose={onClose} ModalProps={{ keepMounted: false }}>
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width,
          boxSizing: 'border-box',
          overflowX: 'hidden',
          transition: (theme) => theme.transitions.create('width'),
        },
      }}
    >
      {content}
    </Drawer>
  );
}
