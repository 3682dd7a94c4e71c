import type { AccountChange } from '@settle/contract/users';
import { NOT_REGISTERED } from '@settle/contract/users';
import { roleLabels } from './user-display';

/** '신한은행 ****4444'; 미등록 for an account that was not registered. */
export function accountChangeText(account: { bank: string; account: string }): string {
  const parts = [account.bank.trim(), account.account.trim()].filter((part) => part !== '');
  return parts.length === 0 ? NOT_REGISTERED : parts.join(' ');
}

/** 'member@example.com (회원)': who changed the payout account. */
export function changedByText(by: AccountChange['by']): string {
  return `${by.email || by.uid} (${by.role === 'user' ? '본인' : roleLabels[by.role]})`;
}

/**
 * Whether the payout account changed within the hold window (PAYOUT_HOLD_HOURS): a settlement
 * prepared now would hold this member's line. `now` is passed in for the tests.
 */
export function isWithinHold(changedAt: string | null, holdHours: number, now: Date): boolean {
  if (changedAt === null) return false;
  const at = new Date(changedAt).getTime();
  if (Number.isNaN(at)) return false;
  return now.getTime() - at < holdHours * 3_600_000;
}
