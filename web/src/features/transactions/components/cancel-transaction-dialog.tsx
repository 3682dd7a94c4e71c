import { messages } from '@settle/contract/messages';
import type { Transaction } from '@settle/contract/transactions';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
import { errorMessageOf } from '../../../lib/api-error';
import { useAssetUnit } from '../../../lib/asset-format';
import { assetsText } from '../../../lib/money-display';
import { retryOf } from '../../../lib/write-retry';
import { useCancelTransaction } from '../api/cancel-transaction';

export interface CancelTransactionDialogProps {
  /** The pending transaction to cancel; null keeps the dialog closed. */
  transaction: Transaction | null;
  onClose: () => void;
  onFeedback: ShowFeedback;
}

/**
 * "거래를 취소할까요?" before withdrawing a pending transaction (from the list or its receipt).
 * The buttons read 닫기 / 거래 취소: a 취소 beside 거래 취소 would ask which cancel is meant.
 */
export function CancelTransactionDialog({ transaction, onClose, onFeedback }: CancelTransactionDialogProps) {
  const unit = useAssetUnit();
  const cancel = useCancelTransaction();

  function handleCancel(target: Transaction) {
    cancel.mutate(target.id, {
      onSuccess: () => onFeedback('거래를 취소했습니다.'),
      onError: (error) =>
        onFeedback(
          errorMessageOf(error, messages.internal),
          'error',
          retryOf(error, () => handleCancel(target)),
        ),
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDialog
      open={transaction !== null}
      title="거래를 취소할까요?"
      confirmLabel="거래 취소"
      closeLabel="닫기"
      pending={cancel.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (transaction) handleCancel(transaction);
      }}
    >
      {transaction && (
        <>
          {assetsText(transaction.amount, unit)}
          {transaction.memo !== '' && ` (${transaction.memo})`} 거래를 취소합니다. 취소한 거래는 되돌릴 수
          없으며, 필요하면 다시 등록해야 합니다.
        </>
      )}
    </ConfirmDialog>
  );
}
