import { memberLedgerEntryTypeLabels, ledgerEntryTypes, type LedgerEntryType } from '@settle/contract/ledger';

export type LedgerFilter = LedgerEntryType | 'all';

/** 전체, then every entry type in the member's words (no 역분개). */
export const ledgerFilterOptions: readonly { value: LedgerFilter; label: string }[] = [
  { value: 'all', label: '전체' },
  ...ledgerEntryTypes.map((type) => ({ value: type, label: memberLedgerEntryTypeLabels[type] })),
];
