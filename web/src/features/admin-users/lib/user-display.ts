import type { AdminUser } from '@settle/contract/admin-users';
import { NOT_REGISTERED, type UserStatus } from '@settle/contract/users';
import { assetsText } from '../../../lib/money-display';

export const statusLabels: Record<UserStatus, string> = {
  pending: '승인 대기',
  active: '활성',
  deactivated: '비활성',
  rejected: '반려',
};

export const roleLabels: Record<AdminUser['role'], string> = {
  admin: '관리자',
  user: '회원',
};

/** spec §3: an empty bank or account shows as 미등록. */
export function orNotRegistered(value: string): string {
  return value.trim() === '' ? NOT_REGISTERED : value;
}

/** 1234.5 → '1,234.50 P'; a value with more than two decimals (never sent) shows as '-'. */
export function formatUserAssets(assets: number, unit: string): string {
  return assetsText(assets, unit);
}
