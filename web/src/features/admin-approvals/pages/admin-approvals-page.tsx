import {
  approvalMessages,
  approvalStatusLabels,
  type Approval,
  type ApprovalStatus,
} from '@settle/contract/approvals';
import { messages } from '@settle/contract/messages';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { AdminDataGrid } from '../../../components/admin-data-grid';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { useAssetUnit } from '../../../lib/asset-format';
import { errorMessageOf } from '../../../lib/api-error';
import { useAuthState } from '../../../lib/auth-state';
import { useApproveRequest, useRejectRequest, useWithdrawRequest } from '../api/decide-approval';
import { useApprovals } from '../api/list-approvals';
import { ApprovalActions } from '../components/approval-actions';
import { approvalColumns } from '../components/approval-columns';
import { RejectApprovalDialog } from '../components/reject-approval-dialog';
import { approvalFilters } from '../lib/approval-view';
import { AdminPageHeader } from '../../../components/admin-page-header';
import { FilterSelect } from '../../../components/filter-select';

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
  const [rejecting, setRejecting] = useState<Approval | null>(null);
  const { feedback, show, close } = useFeedback();
  const unit = useAssetUnit();
  const { query: list, paging } = useApprovals(filter === 'all' ? {} : { status: filter });
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const withdraw = useWithdrawRequest();
  const busy = approve.isPending || reject.isPending || withdraw.isPending;

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
      <AdminPageHeader
        title="승인 요청"
        description={
          <>
            정산 실행, 자산 조정, 취소, 환율·수수료율 변경, 보류 해제는 다른 운영자가 승인해야 실행됩니다.
            요청 후 24시간이 지나면 만료됩니다.
          </>
        }
      >
        <FilterSelect
          label="상태"
          value={filter}
          values={approvalFilters}
          labels={approvalStatusLabels}
          all={{ value: 'all', label: '전체' }}
          onChange={setFilter}
        />
      </AdminPageHeader>

      {/* One at a time on purpose: each approval is a second operator's own decision (four eyes). */}
      <AdminDataGrid
        id="admin-approvals"
        label="승인 요청"
        columns={approvalColumns(unit)}
        query={list}
        paging={paging}
        rowKey={(approval) => approval.id}
        empty={filter === 'pending' ? '승인을 기다리는 요청이 없습니다.' : '해당하는 요청이 없습니다.'}
        rowTestId="approval-card"
        actionsWidth={210}
        actions={(approval) => (
          <ApprovalActions
            approval={approval}
            viewerUid={viewerUid}
            busy={busy}
            approving={approve.isPending && approve.variables === approval.id}
            onApprove={() => void handleApprove(approval)}
            onReject={() => setRejecting(approval)}
            onWithdraw={() => void handleWithdraw(approval)}
          />
        )}
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
