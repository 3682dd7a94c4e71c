import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { IconArrowUp } from '@tabler/icons-react';

/** spec §2, §9: appears once the page has scrolled more than 200 px; scrolls smoothly to the top. */
export const SCROLL_TO_TOP_THRESHOLD = 200;

/** `bottom`: a CSS length above something fixed at the bottom (the phone's tab bar); 24 px otherwise. */
export function ScrollToTop({ bottom = 24 }: { bottom?: number | string }) {
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TO_TOP_THRESHOLD });
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label="맨 위로"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 24, bottom, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <IconArrowUp size={22} />
      </Fab>
    </Zoom>
  );
}
