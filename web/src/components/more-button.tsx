import Button from '@mui/material/Button';

export interface MoreButtonProps {
  shown: number;
  total: number | null;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** "더 보기 (10/35)" under a phone list; gone once everything is shown. */
export function MoreButton({ shown, total, hasMore, loading, onMore }: MoreButtonProps) {
  if (!hasMore) return null;
  return (
    <Button variant="outlined" fullWidth onClick={onMore} loading={loading} sx={{ minHeight: 48 }}>
      더 보기{total !== null ? ` (${shown.toLocaleString('ko-KR')}/${total.toLocaleString('ko-KR')})` : ''}
    </Button>
  );
}
