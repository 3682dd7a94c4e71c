import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * The thin bar at the very top while a page loads or a navigation is pending (spec §2). A styled
 * box rather than MUI's LinearProgress: it is in the first JS of every route, and LinearProgress
 * cost 2 KB gzip there for this one indeterminate bar.
 */
export function TopProgress() {
  return (
    <Box
      role="progressbar"
      aria-label="페이지를 불러오는 중"
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: theme.zIndex.tooltip + 1,
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          bgcolor: 'primary.main',
          opacity: 0.24,
        },
        '&::after': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1.4s ease-in-out infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': {
          '&::after': { animation: 'none', width: '100%', opacity: 0.6 },
        },
      })}
    />
  );
}
