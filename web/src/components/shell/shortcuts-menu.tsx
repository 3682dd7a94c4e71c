import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { NavItem } from './nav-types';
import { Hint } from './hint';

/** A grid of the screens a person opens most (the template's "shortcuts"). */
export function ShortcutsMenu({ items }: { items: readonly NavItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <>
      <Hint title="바로가기">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label="바로가기"
          aria-haspopup="dialog"
        >
          <IconLayoutGrid size={22} />
        </IconButton>
      </Hint>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { mt: '6px', width: 320 } } }}
      >
        <Typography id={titleId} variant="subtitle1" sx={{ px: 2, py: 1.5, fontWeight: 600 }}>
          바로가기
        </Typography>
        <Box
          component="ul"
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', m: 0, p: 0, listStyle: 'none' }}
        >
          {items.map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <ButtonBase
                  component={RouterLink}
                  to={item.to}
                  onClick={() => setAnchor(null)}
                  sx={{
                    width: '100%',
                    flexDirection: 'column',
                    gap: 1,
                    py: 2.5,
                    borderTop: 1,
                    borderColor: 'divider',
                    '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                  }}
                >
                  <Icon size={26} stroke={1.5} aria-hidden />
                  <Typography variant="body2">{item.label}</Typography>
                </ButtonBase>
              </li>
            );
          })}
        </Box>
      </Popover>
    </>
  );
}
