import Chip from '@mui/material/Chip';
import { transactionStatusLabels, type TransactionStatus } from '@settle/contract/transactions';

const colors = { pending: 'warning', success: 'success', canceled: 'default', deleted: 'error' } as const;

/** 처리 대기 · 처리 완료 · 취소 · 반려, in the contract's words. */
export function TransactionStatusChip({ status }: { status: TransactionStatus }) {
  return (
    <Chip size="small" variant="outlined" label={transactionStatusLabels[status]} color={colors[status]} />
  );
}
