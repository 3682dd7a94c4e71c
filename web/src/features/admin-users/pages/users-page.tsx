import type { AdminUser } from '@settle/contract/admin-users';
import type { ExportFormat } from '@settle/contract/export-reason';
import { messages } from '@settle/contract/messages';
import { userStatuses } from '@settle/contract/users';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { AdminDataGrid, type GridColumn } from '../../../components/admin-data-grid';
import { ExportMenu } from '../../../components/export-menu';
import { MemberLink } from '../../../components/member-link';
import { auth } from '../../../lib/firebase';
import { formatSeoulDate, seoulDateOf } from '../../../lib/seoul-time';
import { exportAdminUsers } from '../api/export-admin-users';
import { errorMessageOf } from '../../../lib/api-error';
import { useActivateAdminUser } from '../api/activate-admin-user';
import { useDeactivateAdminUser } from '../api/deactivate-admin-user';
import { useAdminUsers } from '../api/list-admin-users';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EditUserDialog } from '../components/edit-user-dialog';
import { MemberListFilters } from '../components/member-list-filters';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { UserStatusChip } from '../components/user-status-chip';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { formatUserAssets, orNotRegistered, roleLabels, statusLabels } from '../lib/user-display';
import {
  buildUserCsvQuery,
  buildUserListQuery,
  userCsvFallbackName,
  type StatusFilter,
} from '../lib/user-list-query';
import { useAssetUnit } from '../../../lib/asset-format';

const SEARCH_DEBOUNCE_MS = 300;

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: '전체' },
  ...userStatuses.map((value) => ({ value, label: statusLabels[value] })),
];

function userColumns(unit: string): GridColumn<AdminUser>[] {
  return [
    {
      field: 'name',
      headerName: '이름',
      minWidth: 100,
      oneLine: (user) => user.name,
      render: (user) => <MemberLink userId={user.id}>{user.name}</MemberLink>,
    },
    { field: 'email', headerName: '이메일', minWidth: 180, render: (user) => user.email },
    { field: 'phone', headerName: '휴대폰 번호', width: 140, render: (user) => user.phone },
    {
      field: 'bank',
      headerName: '은행',
      width: 110,
      wideOnly: true,
      render: (user) => orNotRegistered(user.bank),
    },
    {
      field: 'account',
      headerName: '계좌번호',
      width: 140,
      wideOnly: true,
      render: (user) => orNotRegistered(user.account),
    },
    {
      field: 'assets',
      headerName: '보유 자산',
      align: 'right',
      width: 140,
      render: (user) => formatUserAssets(user.assets, unit),
    },
    {
      field: 'status',
      headerName: '상태',
      width: 100,
      render: (user) => <UserStatusChip status={user.status} />,
    },
    { field: 'role', headerName: '역할', width: 80, wideOnly: true, render: (user) => roleLabels[user.role] },
    {
      field: 'createdAt',
      headerName: '가입일',
      width: 110,
      hiddenByDefault: true,
      render: (user) => formatSeoulDate(user.createdAt),
    },
  ];
}

/**
 * /admin/user: every member, searched, filtered by status and paged on the server; edit,
 * deactivate (DELETE keeps the data) and activate. The page title and the tab to the invite
 * codes belong to app/admin-users-route.tsx.
 */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);
  const { feedback, show, close } = useFeedback();
  const unit = useAssetUnit();
  const columns = useMemo(() => userColumns(unit), [unit]);

  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const {
    query: list,
    paging,
    first,
  } = useAdminUsers(buildUserListQuery({ search: debouncedSearch, status }));
  const activate = useActivateAdminUser();
  const deactivate = useDeactivateAdminUser();

  const busy = activate.isPending || deactivate.isPending;

  /** After the 다운로드 사유 dialog; a refusal rejects and the dialog shows it. */
  async function handleExport(format: ExportFormat, reason: string) {
    const name = await exportAdminUsers(
      buildUserCsvQuery({ search: debouncedSearch, status }, reason, format),
      userCsvFallbackName(seoulDateOf(new Date()), format),
    );
    show(`${name} 파일을 내려받았습니다.`);
  }

  async function handleActivate(user: AdminUser) {
    try {
      await activate.mutateAsync(user.id);
      show(`${user.name}님을 활성화했습니다.`);
    } catch (caught) {
      show(errorMessageOf(caught, messages.internal), 'error');
    }
  }

  async function handleDeactivate(user: AdminUser) {
    try {
      await deactivate.mutateAsync(user.id);
      show(`${user.name}님을 비활성화했습니다.`);
    } catch (caught) {
      show(errorMessageOf(caught, messages.internal), 'error');
    }
    setDeactivating(null);
  }

  return (
    <Stack spacing={2}>
      <MemberListFilters
        search={search}
        onSearch={setSearch}
        status={status}
        statuses={STATUS_OPTIONS}
        onStatus={setStatus}
      />
      <AdminDataGrid
        id="admin-users"
        label="회원 목록"
        columns={columns}
        query={list}
        paging={paging}
        rowKey={(user) => user.id}
        unit="명"
        empty={
          debouncedSearch.trim() !== '' || status !== 'all'
            ? '조건에 맞는 회원이 없습니다.'
            : '회원이 없습니다.'
        }
        rowTestId="user-row"
        totals={
          first?.totals && paging.total !== null ? (
            <>
              <span>합계 {paging.total.toLocaleString('ko-KR')}명</span>
              <span>보유 자산 {formatUserAssets(first.totals.assets, unit)}</span>
            </>
          ) : undefined
        }
        toolbar={
          <ExportMenu
            title="회원 목록 다운로드"
            description="지금 검색·상태 조건에 맞는 회원 전체를 내려받습니다."
            onExport={handleExport}
          />
        }
        actionsWidth={220}
        actions={(user) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setEditing(user)} disabled={busy}>
              수정
            </Button>
            {user.status !== 'active' && (
              <Button size="small" color="success" onClick={() => void handleActivate(user)} disabled={busy}>
                활성화
              </Button>
            )}
            {/* Never one's own account: the API refuses it (본인 계정은 비활성화할 수 없습니다). */}
            {user.status !== 'deactivated' && user.id !== auth.currentUser?.uid && (
              <Button size="small" color="error" onClick={() => setDeactivating(user)} disabled={busy}>
                비활성화
              </Button>
            )}
          </Stack>
        )}
      />

      {editing && (
        <EditUserDialog
          key={editing.id}
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            show(`${saved.name}님의 정보를 수정했습니다.`);
          }}
        />
      )}
      <ConfirmDialog
        open={deactivating !== null}
        title="회원 비활성화"
        confirmLabel="비활성화"
        pending={deactivate.isPending}
        onClose={() => setDeactivating(null)}
        onConfirm={() => {
          if (deactivating) void handleDeactivate(deactivating);
        }}
      >
        {deactivating?.name}님({deactivating?.email})을 비활성화하시겠습니까? 계정이 정지되며 회원 정보와 자산
        내역은 그대로 보관됩니다. 다시 활성화할 수 있습니다.
      </ConfirmDialog>
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
