import LinearProgress from '@mui/material/LinearProgress';

/** The thin bar at the very top while a page loads or a navigation is pending (spec §2). */
export function TopProgress() {
  return (
    <LinearProgress
      aria-label="페이지를 불러오는 중"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    />
  );
}
