import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grow from '@mui/material/Grow';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { alpha } from '@mui/material/styles';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { isActivePath, type NavItem, type NavSection } from './nav-types';

/** spec §9: the drop-downs open 6 px below their button. */
const POPOVER_OFFSET_PX = 6;

interface HorizontalNavProps {
  sections: readonly NavSection[];
  /** Distance from the top while sticky: the navbar's height when it sticks too. */
  top: number;
  boxed: boolean;
}

/**
 * The horizontal menu (spec §2, §9): sticky under the navbar; the first section's screens inline,
 * every other section a drop-down that slides down into place (the template's slide-y-reverse).
 */
export function HorizontalNav({ sections, top, boxed }: HorizontalNavProps) {
  const [first, ...rest] = sections;
  return (
    <Box
      component="nav"
      aria-label="주 메뉴"
      sx={{
        position: 'sticky',
        top,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth={boxed ? 'lg' : false} sx={{ display: 'flex', gap: 0.5, py: 1, overflowX: 'auto' }}>
        {first?.items.map((item) => (
          <InlineLink key={item.to} item={item} />
        ))}
        {rest.map((section) => (
          <SectionMenu key={section.title} section={section} />
        ))}
      </Container>
    </Box>
  );
}

function InlineLink({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const Icon = item.icon;
  const active = isActivePath(item.to, pathname);
  return (
    <Button
      component={NavLink}
      to={item.to}
      end={item.to === '/' || item.to === '/admin'}
      color="inherit"
      startIcon={<Icon size={20} stroke={1.75} aria-hidden />}
      aria-current={active ? 'page' : undefined}
      sx={(theme) => ({
        whiteSpace: 'nowrap',
        flexShrink: 0,
        ...(active && {
          bgcolor: alpha(theme.palette.primary.main, 0.12),
          color: theme.vars?.palette.primaryText ?? theme.palette.primaryText,
        }),
      })}
    >
      {item.label}
    </Button>
  );
}

function SectionMenu({ section }: { section: NavSection }) {
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const active = section.items.some((item) => isActivePath(item.to, pathname));
  return (
    <>
      <Button
        color="inherit"
        endIcon={<IconChevronDown size={18} aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={(theme) => ({
          whiteSpace: 'nowrap',
          flexShrink: 0,
          ...(active && { color: theme.vars?.palette.primaryText ?? theme.palette.primaryText }),
        })}
      >
        {section.title}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slots={{ transition: Grow }}
        slotProps={{ paper: { sx: { mt: `${POPOVER_OFFSET_PX}px`, minWidth: 200 } } }}
      >
        {section.items.map((item) => {
          const Icon = item.icon;
          return (
            <MenuItem
              key={item.to}
              component={NavLink}
              to={item.to}
              selected={isActivePath(item.to, pathname)}
              onClick={() => setAnchor(null)}
            >
              <ListItemIcon>
                <Icon size={20} stroke={1.75} aria-hidden />
              </ListItemIcon>
              {item.label}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
