import { ledgerEntryTypeLabels, ledgerEntryTypes, type LedgerEntryType } from '@settle/contract/ledger';

export type LedgerFilter = LedgerEntryType | 'all';

/** 전체, then every entry type in the contract's words. */
export const ledgerFilterOptions: readonly { value: LedgerFilter; label: string }[] = [
  { value: 'all', label: '전체' },
  ...ledgerEntryTypes.map((type) => ({ value: type, label: ledgerEntryTypeLabels[type] })),
];
