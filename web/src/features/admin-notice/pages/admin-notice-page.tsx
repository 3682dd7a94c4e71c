import type { Announcement } from '@settle/contract/announcements';
import { messages } from '@settle/contract/messages';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataColumn } from '../../../components/data-list';
import { PagedQueryList } from '../../../components/paged-query-list';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { FilterChips, type FilterOption } from '../../../components/filter-chips';
import { PinnedChip } from '../../../components/pinned-chip';
import { SearchForm } from '../../../components/search-form';
import { errorMessageOf } from '../../../lib/api-error';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAdminAnnouncements } from '../api/list-admin-announcements';
import { AnnouncementDialog } from '../components/announcement-dialog';

const PAGE_SIZE = 20;

type PublishedFilter = 'all' | 'true' | 'false';
const publishedFilterOptions: readonly FilterOption<PublishedFilter>[] = [
  { value: 'all', label: '전체' },
  { value: 'true', label: '게시 중' },
  { value: 'false', label: '숨김' },
];

/** The dialog's state: closed, writing a new notice, or editing one. */
type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; announcement: Announcement };

/**
 * /admin/notice (공지 관리): every notice, pinned first then newest, filtered by 게시 state and
 * searched in title and body; write, edit (with a preview) and delete.
 */
export function AdminNoticePage() {
  const { feedback, show, close } = useFeedback();
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<PublishedFilter>('all');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const remove = useDeleteAnnouncement();
  const list = useAdminAnnouncements({
    ...(q !== '' ? { q } : {}),
    ...(filter !== 'all' ? { published: filter } : {}),
    page: page + 1,
    pageSize: PAGE_SIZE,
  });

  // A delete can empty the last page: step back to the new last page.
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / PAGE_SIZE) - 1);
  if (list.data && !list.isPlaceholderData && page > lastPage) setPage(lastPage);

  function handleDelete(announcement: Announcement) {
    remove.mutate(announcement.id, {
      onSuccess: () => show('공지사항을 삭제했습니다.'),
      onError: (error) => show(errorMessageOf(error, messages.internal), 'error'),
      onSettled: () => setDeleting(null),
    });
  }

  const columns: readonly DataColumn<Announcement>[] = [
    {
      key: 'title',
      label: '제목',
      render: (a) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'inherit' }}>
          {a.pinned && <PinnedChip />}
          <span>{a.title}</span>
        </Stack>
      ),
    },
    {
      key: 'published',
      label: '상태',
      nowrap: true,
      render: (a) =>
        a.published ? (
          <Chip label="게시 중" size="small" color="success" />
        ) : (
          <Chip label="숨김" size="small" variant="outlined" />
        ),
    },
    { key: 'createdAt', label: '작성 일시', nowrap: true, render: (a) => formatSeoulDateTime(a.createdAt) },
    { key: 'updatedAt', label: '수정 일시', nowrap: true, render: (a) => formatSeoulDateTime(a.updatedAt) },
    {
      key: 'actions',
      label: '',
      align: 'right',
      nowrap: true,
      render: (a) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => setEditing({ kind: 'edit', announcement: a })}>
            수정
          </Button>
          <Button size="small" color="error" onClick={() => setDeleting(a)} disabled={remove.isPending}>
            삭제
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          공지 관리
        </Typography>
        <Button
          variant="contained"
          startIcon={<IconPlus size={18} />}
          onClick={() => setEditing({ kind: 'new' })}
        >
          공지 작성
        </Button>
      </Stack>
      <SearchForm
        label="공지 검색"
        placeholder="제목 또는 내용"
        onSearch={(next) => {
          setQ(next);
          setPage(0);
        }}
      />
      <FilterChips
        label="게시 상태"
        options={publishedFilterOptions}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <PagedQueryList
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        label="공지사항"
        columns={columns}
        rowKey={(a) => a.id}
        empty={
          q !== '' || filter !== 'all'
            ? '조건에 맞는 공지사항이 없습니다.'
            : '아직 작성한 공지사항이 없습니다.'
        }
        rowTestId="admin-notice-row"
      />
      {editing.kind !== 'closed' && (
        <AnnouncementDialog
          key={editing.kind === 'edit' ? editing.announcement.id : 'new'}
          announcement={editing.kind === 'edit' ? editing.announcement : null}
          onClose={() => setEditing({ kind: 'closed' })}
          onSaved={(message) => {
            setEditing({ kind: 'closed' });
            show(message);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="공지 삭제"
        confirmLabel="삭제"
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) handleDelete(deleting);
        }}
        onClose={() => setDeleting(null)}
      >
        ‘{deleting?.title}’ 공지를 삭제할까요? 삭제하면 되돌릴 수 없습니다. 잠시 숨기려면 수정에서 게시를
        끄세요.
      </ConfirmDialog>
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
