import {
  approvalMessages,
  approvalStatusLabels,
  type Approval,
  type ApprovalStatus,
} from '@settle/contract/approvals';
import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminTablePagination } from '../../../components/admin-table-pagination';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessageOf } from '../../../lib/api-error';
import { useAuthState } from '../../../lib/auth-state';
import { useApproveRequest, useRejectRequest, useWithdrawRequest } from '../api/decide-approval';
import { useApprovals } from '../api/list-approvals';
import { ApprovalCard } from '../components/approval-card';
import { RejectApprovalDialog } from '../components/reject-approval-dialog';
import { approvalFilters } from '../lib/approval-view';

type Filter = ApprovalStatus | 'all';

/**
 * /admin/approvals (승인 요청, four eyes): money operations one admin asked for, waiting for a
 * different admin. Approve runs the stored operation once; reject needs a reason; the requester
 * may withdraw. A request not approved within 24 hours expires (만료).
 */
export function AdminApprovalsPage() {
  const { user } = useAuthState();
  const viewerUid = user?.uid ?? null;
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [rejecting, setRejecting] = useState<Approval | null>(null);
  const { feedback, show, close } = useFeedback();
  const list = useApprovals({
    ...(filter === 'all' ? {} : { status: filter }),
    page: page + 1,
    pageSize,
  });
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const withdraw = useWithdrawRequest();
  const busy = approve.isPending || reject.isPending || withdraw.isPending;
  const items = list.data?.items ?? [];

  async function handleApprove(approval: Approval) {
    try {
      const done = await approve.mutateAsync(approval.id);
      if (done.status === 'failed') show(`실행하지 못했습니다: ${done.result?.message ?? ''}`, 'error');
      else show(done.status === 'executed' ? approvalMessages.approved : approvalMessages.running);
    } catch (caught) {
      show(errorMessageOf(caught, messages.internal), 'error');
    }
  }

  async function handleWithdraw(approval: Approval) {
    try {
      await withdraw.mutateAsync(approval.id);
      show(approvalMessages.withdrawn);
    } catch (caught) {
      show(errorMessageOf(caught, messages.internal), 'error');
    }
  }

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            승인 요청
          </Typography>
          <Typography variant="body2" color="text.secondary">
            정산 실행, 자산 조정, 취소, 환율·수수료율 변경, 보류 해제는 다른 운영자가 승인해야 실행됩니다.
            요청 후 24시간이 지나면 만료됩니다.
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          label="상태"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as Filter);
            setPage(0);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="all">전체</MenuItem>
          {approvalFilters.map((status) => (
            <MenuItem key={status} value={status}>
              {approvalStatusLabels[status]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <QueryErrorAlert query={list} />

      {list.isPending ? (
        <Skeleton variant="rounded" height={160} aria-label="승인 요청을 불러오는 중" />
      ) : items.length === 0 ? (
        list.isSuccess && (
          <Alert severity="info" role="note">
            {filter === 'pending' ? '승인을 기다리는 요청이 없습니다.' : '해당하는 요청이 없습니다.'}
          </Alert>
        )
      ) : (
        <Stack spacing={2} sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((approval) => (
            <ApprovalCard
              key={approval.id}
              approval={approval}
              viewerUid={viewerUid}
              busy={busy}
              approving={approve.isPending && approve.variables === approval.id}
              onApprove={() => void handleApprove(approval)}
              onReject={() => setRejecting(approval)}
              onWithdraw={() => void handleWithdraw(approval)}
            />
          ))}
        </Stack>
      )}
      <AdminTablePagination
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
      {rejecting && (
        <RejectApprovalDialog
          pending={reject.isPending}
          onClose={() => setRejecting(null)}
          onReject={async (reason) => {
            await reject.mutateAsync({ id: rejecting.id, reason });
            setRejecting(null);
            show(approvalMessages.rejected);
          }}
        />
      )}
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
