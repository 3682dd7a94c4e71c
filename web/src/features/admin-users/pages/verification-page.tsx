import type { AdminUser } from '@settle/contract/admin-users';
import { messages } from '@settle/contract/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminDataGrid, type GridColumn } from '../../../components/admin-data-grid';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { errorMessageOf } from '../../../lib/api-error';
import { useActivateAdminUser } from '../api/activate-admin-user';
import { useAdminUsers } from '../api/list-admin-users';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { MemberListFilters } from '../components/member-list-filters';
import { RejectUserDialog } from '../components/reject-user-dialog';
import { bulkApprovalMessage } from '../lib/bulk-result';
import { formatSeoulDate } from '../../../lib/seoul-time';
import { orNotRegistered } from '../lib/user-display';
import { buildUserListQuery } from '../lib/user-list-query';
import { VERIFICATION_TITLE, VERIFICATION_VIEWS, type VerificationView } from '../lib/verification-view';

const SEARCH_DEBOUNCE_MS = 300;

const VIEW_OPTIONS = (Object.keys(VERIFICATION_VIEWS) as VerificationView[]).map((value) => ({
  value,
  label: VERIFICATION_VIEWS[value].label,
}));

function signUpColumns(view: VerificationView): GridColumn<AdminUser>[] {
  return [
    {
      field: 'name',
      headerName: '이름',
      minWidth: 100,
      oneLine: (user) => user.name,
      render: (user) => user.name,
    },
    { field: 'email', headerName: '이메일', minWidth: 180, render: (user) => user.email },
    { field: 'phone', headerName: '휴대폰 번호', width: 140, render: (user) => user.phone },
    { field: 'bank', headerName: '은행', width: 110, render: (user) => orNotRegistered(user.bank) },
    { field: 'account', headerName: '계좌번호', width: 140, render: (user) => orNotRegistered(user.account) },
    view === 'rejected'
      ? {
          field: 'rejection',
          headerName: '반려 사유',
          minWidth: 160,
          render: (user) => <Box sx={{ whiteSpace: 'pre-line' }}>{user.rejection?.reason ?? '-'}</Box>,
        }
      : {
          field: 'createdAt',
          headerName: '가입일',
          width: 110,
          render: (user) => formatSeoulDate(user.createdAt),
        },
  ];
}

/**
 * /admin/verification (회원 승인): sign-ups waiting for approval (PRODUCT.md lifecycle 3),
 * searched by name, e-mail or phone as the users list is (the same GET /admin/users q), approved
 * or rejected with a reason (issue 16); the rejected ones can be listed and still approved.
 */
export function VerificationPage() {
  const [view, setView] = useState<VerificationView>('pending');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState<AdminUser | null>(null);
  const { feedback, show, close } = useFeedback();
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { query: list, paging } = useAdminUsers(
    buildUserListQuery({ search: debouncedSearch, status: view }),
  );
  const activate = useActivateAdminUser();
  const viewText = VERIFICATION_VIEWS[view];

  const items = list.data?.items ?? [];
  // Only rows on screen count: a member approved elsewhere simply drops out of the selection.
  const selectedIds = items.filter((user) => selected.includes(user.id)).map((user) => user.id);
  const busy = approving || activate.isPending;

  async function approve(ids: readonly string[]) {
    if (ids.length === 0) return;
    setApproving(true);
    const results = await Promise.allSettled(ids.map((id) => activate.mutateAsync(id)));
    setApproving(false);
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [errorMessageOf(result.reason, messages.internal)] : [],
    );
    const succeeded = results.length - failures.length;
    setSelected((prev) => prev.filter((id) => !ids.includes(id)));
    show(bulkApprovalMessage(succeeded, failures), failures.length > 0 ? 'error' : 'success');
  }

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          {/* The same words as the menu entry that leads here (app/navigation.ts). */}
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {VERIFICATION_TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            승인하면 회원이 거래와 정산을 이용할 수 있습니다. 반려하면 사유가 가입한 분에게 표시됩니다.
          </Typography>
        </Box>
        <Button
          variant="contained"
          disabled={selectedIds.length === 0 || busy}
          onClick={() => void approve(selectedIds)}
        >
          선택 승인{selectedIds.length > 0 ? ` (${selectedIds.length})` : ''}
        </Button>
      </Stack>

      <MemberListFilters
        search={search}
        onSearch={setSearch}
        status={view}
        statuses={VIEW_OPTIONS}
        onStatus={(next) => {
          setView(next);
          setSelected([]);
        }}
      />

      <AdminDataGrid
        id="admin-verification"
        label={viewText.tableLabel}
        columns={signUpColumns(view)}
        query={list}
        paging={paging}
        rowKey={(user) => user.id}
        unit="명"
        empty={debouncedSearch.trim() !== '' ? '조건에 맞는 회원이 없습니다.' : viewText.empty}
        rowTestId="pending-user-row"
        selection={{ ids: selectedIds, onChange: setSelected }}
        actionsWidth={150}
        actions={(user) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" variant="outlined" disabled={busy} onClick={() => void approve([user.id])}>
              승인
            </Button>
            {view === 'pending' && (
              <Button size="small" color="error" disabled={busy} onClick={() => setRejecting(user)}>
                반려
              </Button>
            )}
          </Stack>
        )}
      />
      {rejecting && (
        <RejectUserDialog
          key={rejecting.id}
          user={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={(user) => {
            setRejecting(null);
            setSelected((prev) => prev.filter((id) => id !== user.id));
            show(`${user.name}님의 가입 신청을 반려했습니다.`);
          }}
        />
      )}
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
