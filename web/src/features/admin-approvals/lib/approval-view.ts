import { approvalKindLabels, approvalStatusLabels, type Approval } from '@settle/contract/approvals';
import { formatKrw, formatRate, hundredthsToNumber } from '@settle/contract/money';
import { signedAssetsText } from '../../../lib/money-display';

/**
 * The approvals screen in words: what a request will do (amounts in the app's money format,
 * member names, the batch, rate values), its status as a chip, and which buttons the viewer gets.
 */

/** The statuses the filter offers, in the screen's order (대기 first). */
export const approvalFilters = ['pending', 'executed', 'approved', 'failed', 'rejected', 'withdrawn', 'expired'] as const;

export const statusLabel = (approval: Pick<Approval, 'status'>) => approvalStatusLabels[approval.status];

export const statusColor = (approval: Pick<Approval, 'status'>) =>
  ({
    pending: 'warning',
    approved: 'info',
    executed: 'success',
    failed: 'error',
    rejected: 'error',
    withdrawn: 'default',
    expired: 'default',
  } as const)[approval.status];

const names = (approval: Approval) => approval.members.map((m) => `${m.name}님`).join(', ');

/** One sentence: what runs when it is approved (`unit`: the asset unit, for adjustments). */
export function describeOperation(approval: Approval, unit: string): string {
  const op = approval.operation;
  switch (op.kind) {
    case 'settlement.execute': {
      const batch = approval.batch;
      const figures = batch
        ? ` (지급 대상 ${batch.payableLines.toLocaleString('ko-KR')}명, 지급액 ${formatKrw(batch.netWon)})`
        : '';
      return `정산 배치 ${op.batchId}을(를) 실행합니다${figures}.`;
    }
    case 'ledger.adjust': {
      const amount = signedAssetsText(hundredthsToNumber(op.amountMinor), unit);
      return `${names(approval) || op.userId}의 자산을 ${amount} 조정합니다. 메모: ${op.memo}`;
    }
    case 'ledger.reverse':
      return `처리 내역 ${op.ids.length.toLocaleString('ko-KR')}건을 취소합니다${
        approval.members.length > 0 ? ` (${names(approval)})` : ''
      }.${op.memo ? ` 메모: ${op.memo}` : ''}`;
    case 'rates.exchange':
      return `환율을 ${formatRate(op.valueInt)}원으로 변경합니다. 준비된 정산은 다시 준비해야 합니다.`;
    case 'rates.fee':
      return `수수료율을 ${(op.valueInt / 100).toLocaleString('ko-KR', { maximumFractionDigits: 2 })}%로 변경합니다. 준비된 정산은 다시 준비해야 합니다.`;
    case 'settlement.release':
      return `${names(approval) || op.userId}의 정산 보류를 해제합니다 (배치 ${op.batchId}).`;
  }
}

export const kindLabel = (approval: Pick<Approval, 'kind'>) => approvalKindLabels[approval.kind];

/** The buttons a viewer gets on a request, and why approve is not offered on one's own. */
export function actionsFor(approval: Approval, viewerUid: string | null) {
  const pending = approval.status === 'pending';
  const mine = viewerUid !== null && approval.requestedBy.uid === viewerUid;
  return {
    approve: pending && !mine,
    reject: pending && !mine,
    withdraw: pending && mine,
    ownNote: pending && mine ? '본인이 요청한 건은 다른 운영자가 승인해야 합니다.' : null,
  };
}
