import type { AdminUser } from '@settle/contract/admin-users';
import { messages } from '@settle/contract/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
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
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { errorMessageOf } from '../../../lib/api-error';
import { useActivateAdminUser } from '../api/activate-admin-user';
import { useAdminUsers } from '../api/list-admin-users';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { RejectUserDialog } from '../components/reject-user-dialog';
import { bulkApprovalMessage } from '../lib/bulk-result';
import { formatSeoulDate } from '../../../lib/seoul-time';
import { orNotRegistered } from '../lib/user-display';
import { buildUserListQuery } from '../lib/user-list-query';
import { VERIFICATION_TITLE, VERIFICATION_VIEWS, type VerificationView } from '../lib/verification-view';
import { displayedRowsLabel, ROWS_PER_PAGE_LABEL, ROWS_PER_PAGE_OPTIONS } from '../lib/pagination-labels';
import { QueryErrorAlert } from '../../../components/query-error-alert';

const COLUMNS = 8;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/verification (회원 승인): sign-ups waiting for approval (PRODUCT.md lifecycle 3),
 * searched by name, e-mail or phone as the users list is (the same GET /admin/users q), approved
 * or rejected with a reason (issue 16); the rejected ones can be listed and still approved.
 */
export function VerificationPage() {
  const [view, setView] = useState<VerificationView>('pending');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState<AdminUser | null>(null);
  const { feedback, show, close } = useFeedback();
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useAdminUsers(buildUserListQuery({ search: debouncedSearch, status: view, page, pageSize }));
  const activate = useActivateAdminUser();
  const viewText = VERIFICATION_VIEWS[view];

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  // After approvals the last page may be gone: step back to the new last page.
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  if (list.data && !list.isPlaceholderData && page > lastPage) setPage(lastPage);
  // Only rows on screen count: a member approved elsewhere simply drops out of the selection.
  const selectedIds = items.filter((user) => selected.has(user.id)).map((user) => user.id);
  const allSelected = items.length > 0 && selectedIds.length === items.length;
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
    setSelected((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
    show(bulkApprovalMessage(succeeded, failures), failures.length > 0 ? 'error' : 'success');
  }

  function toggle(id: string) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
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
          value={view}
          onChange={(event) => {
            setView(event.target.value as VerificationView);
            setSelected(new Set());
            setPage(0);
          }}
          sx={{ minWidth: 160 }}
        >
          {(Object.keys(VERIFICATION_VIEWS) as VerificationView[]).map((value) => (
            <MenuItem key={value} value={value}>
              {VERIFICATION_VIEWS[value].label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <QueryErrorAlert query={list} />

      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={viewText.tableLabel}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={selectedIds.length > 0 && !allSelected}
                    disabled={items.length === 0 || busy}
                    onChange={() => setSelected(new Set(allSelected ? [] : items.map((user) => user.id)))}
                    slotProps={{ input: { 'aria-label': '전체 선택' } }}
                  />
                </TableCell>
                <TableCell>이름</TableCell>
                <TableCell>이메일</TableCell>
                <TableCell>휴대폰 번호</TableCell>
                <TableCell>은행</TableCell>
                <TableCell>계좌번호</TableCell>
                <TableCell>{view === 'rejected' ? '반려 사유' : '가입일'}</TableCell>
                <TableCell align="right">처리</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.isPending ? (
                <LoadingRows />
              ) : items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                    {debouncedSearch.trim() !== '' ? '조건에 맞는 회원이 없습니다.' : viewText.empty}
                  </TableCell>
                </TableRow>
              ) : (
                items.map((user) => (
                  <TableRow
                    key={user.id}
                    hover
                    selected={selected.has(user.id)}
                    data-testid="pending-user-row"
                  >
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(user.id)}
                        disabled={busy}
                        onChange={() => toggle(user.id)}
                        slotProps={{ input: { 'aria-label': `${user.name} 선택` } }}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.name}</TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.phone}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{orNotRegistered(user.bank)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{orNotRegistered(user.account)}</TableCell>
                    {view === 'rejected' ? (
                      <TableCell sx={{ whiteSpace: 'pre-line', minWidth: 160 }}>
                        {user.rejection?.reason ?? '-'}
                      </TableCell>
                    ) : (
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSeoulDate(user.createdAt)}</TableCell>
                    )}
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={busy}
                          onClick={() => void approve([user.id])}
                        >
                          승인
                        </Button>
                        {view === 'pending' && (
                          <Button
                            size="small"
                            color="error"
                            disabled={busy}
                            onClick={() => setRejecting(user)}
                          >
                            반려
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
      {rejecting && (
        <RejectUserDialog
          key={rejecting.id}
          user={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={(user) => {
            setRejecting(null);
            setSelected((prev) => new Set([...prev].filter((id) => id !== user.id)));
            show(`${user.name}님의 가입 신청을 반려했습니다.`);
          }}
        />
      )}
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}

function LoadingRows() {
  return [0, 1, 2].map((row) => (
    <TableRow key={row}>
      <TableCell colSpan={COLUMNS}>
        <Skeleton variant="text" />
      </TableCell>
    </TableRow>
  ));
}
