import type { ExportFormat } from '@settle/contract/export-reason';
import type { AdminUser } from '@settle/contract/admin-users';
import { messages } from '@settle/contract/messages';
import { userStatuses } from '@settle/contract/users';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ExportMenu } from '../../../components/export-menu';
import { MemberLink } from '../../../components/member-link';
import { auth } from '../../../lib/firebase';
import { seoulDateOf } from '../../../lib/seoul-time';
import { exportAdminUsers } from '../api/export-admin-users';
import { errorMessageOf } from '../../../lib/api-error';
import { useActivateAdminUser } from '../api/activate-admin-user';
import { useDeactivateAdminUser } from '../api/deactivate-admin-user';
import { useAdminUsers } from '../api/list-admin-users';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EditUserDialog } from '../components/edit-user-dialog';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { UserStatusChip } from '../components/user-status-chip';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { displayedRowsLabel, ROWS_PER_PAGE_LABEL, ROWS_PER_PAGE_OPTIONS } from '../lib/pagination-labels';
import { formatUserAssets, orNotRegistered, roleLabels, statusLabels } from '../lib/user-display';
import {
  buildUserCsvQuery,
  buildUserListQuery,
  userCsvFallbackName,
  type StatusFilter,
} from '../lib/user-list-query';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useAssetUnit } from '../../../lib/asset-format';

const COLUMNS = 9;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/user: every member, searched, filtered by status and paged on the server; edit,
 * deactivate (DELETE keeps the data) and activate. The page title and the tab to the invite
 * codes belong to app/admin-users-route.tsx.
 */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);
  const { feedback, show, close } = useFeedback();
  const unit = useAssetUnit();

  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useAdminUsers(buildUserListQuery({ search: debouncedSearch, status, page, pageSize }));
  const activate = useActivateAdminUser();
  const deactivate = useDeactivateAdminUser();

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  // A deactivation under a status filter can empty the last page: step back to the new last page.
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  if (list.data && !list.isPlaceholderData && page > lastPage) setPage(lastPage);
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="search"
          size="small"
          label="검색"
          placeholder="이름, 이메일, 휴대폰 번호 검색"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { 'aria-label': '이름, 이메일, 휴대폰 번호 검색' } }}
        />
        <TextField
          select
          size="small"
          label="상태"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as StatusFilter);
            setPage(0);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="all">전체</MenuItem>
          {userStatuses.map((value) => (
            <MenuItem key={value} value={value}>
              {statusLabels[value]}
            </MenuItem>
          ))}
        </TextField>
        <ExportMenu
          title="회원 목록 다운로드"
          description="지금 검색·상태 조건에 맞는 회원 전체를 내려받습니다."
          onExport={handleExport}
        />
      </Stack>

      <QueryErrorAlert query={list} />

      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="회원 목록">
            <TableHead>
              <TableRow>
                <TableCell>이름</TableCell>
                <TableCell>이메일</TableCell>
                <TableCell>휴대폰 번호</TableCell>
                <TableCell>은행</TableCell>
                <TableCell>계좌번호</TableCell>
                <TableCell align="right">보유 자산</TableCell>
                <TableCell>상태</TableCell>
                <TableCell>역할</TableCell>
                <TableCell align="right">관리</TableCell>
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {list.isPending ? (
                [0, 1, 2].map((row) => (
                  <TableRow key={row}>
                    <TableCell colSpan={COLUMNS}>
                      <Skeleton variant="text" />
                    </TableCell>
                  </TableRow>
                ))
              ) : items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                    {debouncedSearch.trim() !== '' || status !== 'all'
                      ? '조건에 맞는 회원이 없습니다.'
                      : '회원이 없습니다.'}
                  </TableCell>
                </TableRow>
              ) : (
                items.map((user) => (
                  <TableRow key={user.id} hover data-testid="user-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <MemberLink userId={user.id}>{user.name}</MemberLink>
                    </TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.phone}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{orNotRegistered(user.bank)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{orNotRegistered(user.account)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatUserAssets(user.assets, unit)}
                    </TableCell>
                    <TableCell>
                      <UserStatusChip status={user.status} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{roleLabels[user.role]}</TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        <Button size="small" onClick={() => setEditing(user)} disabled={busy}>
                          수정
                        </Button>
                        {user.status !== 'active' && (
                          <Button
                            size="small"
                            color="success"
                            onClick={() => void handleActivate(user)}
                            disabled={busy}
                          >
                            활성화
                          </Button>
                        )}
                        {/* Never one's own account: the API refuses it (본인 계정은 비활성화할 수 없습니다). */}
                        {user.status !== 'deactivated' && user.id !== auth.currentUser?.uid && (
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setDeactivating(user)}
                            disabled={busy}
                          >
                            비활성화
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={total}
          page={Math.min(page, lastPage)}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={ROWS_PER_PAGE_LABEL}
          labelDisplayedRows={displayedRowsLabel}
        />
      </Paper>

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
