import Chip from '@mui/material/Chip';

/** The "📌 고정" mark of a pinned notice, on the member list and the admin list alike. */
export function PinnedChip() {
  return <Chip label="📌 고정" size="small" color="primary" variant="outlined" sx={{ flexShrink: 0 }} />;
}
