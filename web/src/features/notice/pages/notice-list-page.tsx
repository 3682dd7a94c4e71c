import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PinnedChip } from '../../../components/pinned-chip';
import { SearchForm } from '../../../components/search-form';
import { formatSeoulDate } from '../../../lib/seoul-time';
import { useAnnouncementPages } from '../api/list-announcements';
import { MoreButton } from '../../../components/more-button';
import { QueryErrorAlert } from '../../../components/query-error-alert';

const PAGE_SIZE = 10;

/**
 * /notice (공지사항): the published notices, pinned ones first then newest, with a search in
 * title and body, 10 at a time with "더 보기". The search lives in the address, so coming back
 * from a notice returns to the same search (and the pages already loaded, from the cache).
 */
export function NoticeListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const { query: list, items, total } = useAnnouncementPages(q, PAGE_SIZE);

  function go(next: { q: string }) {
    setSearchParams(next.q !== '' ? { q: next.q } : {});
  }

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        공지사항
      </Typography>
      <SearchForm
        label="공지 검색"
        placeholder="제목 또는 내용"
        defaultValue={q}
        onSearch={(next) => go({ q: next })}
      />
      <QueryErrorAlert query={list} />
      {!(list.isError && !list.data) && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          {list.isPending ? (
            <Box sx={{ p: 2 }} aria-busy="true" aria-label="목록을 불러오는 중">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} variant="text" sx={{ fontSize: '1.25rem' }} />
              ))}
            </Box>
          ) : items.length === 0 ? (
            <Typography sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
              {q !== '' ? '검색 결과가 없습니다.' : '등록된 공지사항이 없습니다.'}
            </Typography>
          ) : (
            <List disablePadding aria-label="공지사항 목록">
              {items.map((notice) => (
                <ListItemButton
                  key={notice.id}
                  component={RouterLink}
                  to={`/notice/${encodeURIComponent(notice.id)}`}
                  divider
                  data-testid="notice-row"
                  sx={{ gap: 1.5, py: 1.5, alignItems: 'center' }}
                >
                  {notice.pinned && <PinnedChip />}
                  <Typography
                    sx={{
                      flex: 1,
                      minWidth: 0,
                      fontWeight: notice.pinned ? 700 : 400,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {notice.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {formatSeoulDate(notice.createdAt)}
                  </Typography>
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
      )}
      <MoreButton
        shown={items.length}
        total={total}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </Stack>
  );
}
