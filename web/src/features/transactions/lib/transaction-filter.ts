import { transactionStatusLabels, transactionStatuses, type TransactionStatus } from '@settle/contract/transactions';

export type TransactionFilter = TransactionStatus | 'all';

/** 전체, then every status in the contract's words. */
export const transactionFilterOptions: readonly { value: TransactionFilter; label: string }[] = [
  { value: 'all', label: '전체' },
  ...transactionStatuses.map((status) => ({ value: status, label: transactionStatusLabels[status] })),
];
