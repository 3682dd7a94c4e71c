import type { Transaction } from '@settle/contract/transactions';

export const createdByLabels: Record<Transaction['createdByRole'], string> = {
  user: '회원',
  admin: '관리자',
};
