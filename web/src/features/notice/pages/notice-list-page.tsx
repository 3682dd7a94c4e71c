import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PinnedChip } from '../../../components/pinned-chip';
import { SearchForm } from '../../../components/search-form';
import { formatSeoulDate } from '../../../lib/seoul-time';
import { useAnnouncements } from '../api/list-announcements';
import { QueryErrorAlert } from '../../../components/query-error-alert';

const PAGE_SIZE = 10;

/** A positive page number from the address, else 1. */
function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * /notice (공지사항): the published notices, pinned ones first then newest, with a search in
 * title and body. The search and the page live in the address, so coming back from a notice
 * returns to the same place.
 */
export function NoticeListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const page = pageFrom(searchParams.get('page'));
  const list = useAnnouncements({ ...(q !== '' ? { q } : {}), page, pageSize: PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  function go(next: { q: string; page: number }) {
    const params = new URLSearchParams();
    if (next.q !== '') params.set('q', next.q);
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  }

  const items = list.data?.items ?? [];

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        공지사항
      </Typography>
      <SearchForm
        label="공지 검색"
        placeholder="제목 또는 내용"
        defaultValue={q}
        onSearch={(next) => go({ q: next, page: 1 })}
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
            <List
              disablePadding
              aria-label="공지사항 목록"
              sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
            >
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
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_event, next) => go({ q, page: next })}
          color="primary"
          sx={{ alignSelf: 'center' }}
          getItemAriaLabel={(type, n) =>
            type === 'page' ? `${String(n)} 페이지` : type === 'next' ? '다음 페이지' : '이전 페이지'
          }
        />
      )}
    </Stack>
  );
}
