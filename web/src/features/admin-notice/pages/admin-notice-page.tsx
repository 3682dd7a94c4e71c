import type { Announcement } from '@settle/contract/announcements';
import { messages } from '@settle/contract/messages';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AdminDataGrid, type GridColumn } from '../../../components/admin-data-grid';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { FilterChips, type FilterOption } from '../../../components/filter-chips';
import { PinnedChip } from '../../../components/pinned-chip';
import { errorMessageOf } from '../../../lib/api-error';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAdminAnnouncements } from '../api/list-admin-announcements';
import { AnnouncementDialog } from '../components/announcement-dialog';
import { NoticeSearch } from '../components/notice-search';

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
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const remove = useDeleteAnnouncement();
  // A delete that empties the page shown: the paging steps back a page by itself.
  const { query: list, paging } = useAdminAnnouncements({
    ...(q !== '' ? { q } : {}),
    ...(filter !== 'all' ? { published: filter } : {}),
  });

  function handleDelete(announcement: Announcement) {
    remove.mutate(announcement.id, {
      onSuccess: () => show('공지사항을 삭제했습니다.'),
      onError: (error) => show(errorMessageOf(error, messages.internal), 'error'),
      onSettled: () => setDeleting(null),
    });
  }

  const columns: readonly GridColumn<Announcement>[] = [
    {
      field: 'title',
      headerName: '제목',
      minWidth: 200,
      render: (a) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'inherit' }}>
          {a.pinned && <PinnedChip />}
          <span>{a.title}</span>
        </Stack>
      ),
    },
    {
      field: 'published',
      headerName: '상태',
      width: 100,
      render: (a) =>
        a.published ? (
          <Chip label="게시 중" size="small" color="success" />
        ) : (
          <Chip label="숨김" size="small" variant="outlined" />
        ),
    },
    {
      field: 'createdAt',
      headerName: '작성 일시',
      width: 160,
      render: (a) => formatSeoulDateTime(a.createdAt),
    },
    {
      field: 'updatedAt',
      headerName: '수정 일시',
      width: 160,
      wideOnly: true,
      render: (a) => formatSeoulDateTime(a.updatedAt),
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
      <NoticeSearch onSearch={setQ} />
      <FilterChips label="게시 상태" options={publishedFilterOptions} value={filter} onChange={setFilter} />
      <AdminDataGrid
        id="admin-notices"
        label="공지사항"
        columns={columns}
        query={list}
        paging={paging}
        rowKey={(a) => a.id}
        actionsWidth={140}
        actions={(a) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setEditing({ kind: 'edit', announcement: a })}>
              수정
            </Button>
            <Button size="small" color="error" onClick={() => setDeleting(a)} disabled={remove.isPending}>
              삭제
            </Button>
          </Stack>
        )}
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
