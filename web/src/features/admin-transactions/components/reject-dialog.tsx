import { rejectTransactionSchema, type Transaction } from '@settle/contract/transactions';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useRejectTransaction } from '../api/reject-transaction';
import { useAssetFormat } from '../../../lib/asset-format';

export interface RejectDialogProps {
  transaction: Transaction;
  onClose: () => void;
  onRejected: (transaction: Transaction) => void;
}

/**
 * 반려: a pending transaction is rejected with a reason the member sees. Mount with key={id}.
 * 다시 시도 sends the same reason, so the same Idempotency-Key (use-api-mutation.ts).
 */
export function RejectDialog({ transaction, onClose, onRejected }: RejectDialogProps) {
  const reject = useRejectTransaction();
  const asset = useAssetFormat();
  return (
    <ReasonDialog
      title="거래 반려"
      description={`${transaction.userName}님의 ${asset.assets(transaction.amount)} 거래를 반려합니다. 반려 사유는 회원에게 표시됩니다.`}
      label="반려 사유"
      submitLabel="반려"
      maxLength={200}
      schema={rejectTransactionSchema}
      pending={reject.isPending}
      onSubmit={async (reason) =>
        onRejected(await reject.mutateAsync({ id: transaction.id, body: { reason } }))
      }
      onClose={onClose}
    />
  );
}
