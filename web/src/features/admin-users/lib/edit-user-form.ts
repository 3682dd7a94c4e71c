import type { AdminUser } from '@settle/contract/admin-users';

export interface EditUserForm {
  name: string;
  phone: string;
  /** '' = 미등록 */
  bank: string;
  /**
   * A NEW account number only: lists carry the account masked (`****5678`), so the field starts
   * empty and empty keeps the registered account (the masked text is never sent back as a number).
   */
  account: string;
}

/** Choosing another bank for a member without typing that bank's account number. */
export const ACCOUNT_FOR_NEW_BANK = '은행을 바꾸면 새 계좌번호도 입력해 주세요.';

export function editUserFormOf(user: AdminUser): EditUserForm {
  return { name: user.name, phone: user.phone, bank: user.bank, account: '' };
}

/**
 * The PATCH body: only the fields the operator changed (compared trimmed), so an untouched
 * legacy value that today's rules would refuse does not block fixing another field. Validate
 * the result with parseKorean(adminUpdateUserSchema, …): an empty body gets its
 * '변경할 항목이 없습니다.' message. A typed account number replaces the registered one; 미등록
 * clears bank and account.
 */
export function editUserChanges(form: EditUserForm, user: AdminUser): Partial<EditUserForm> {
  const changes: Partial<EditUserForm> = {};
  if (form.name.trim() !== user.name.trim()) changes.name = form.name;
  if (form.phone.trim() !== user.phone.trim()) changes.phone = form.phone;
  const bankChanged = form.bank.trim() !== user.bank.trim();
  if (form.bank === '' && bankChanged) {
    changes.bank = '';
    if (user.account !== '') changes.account = '';
    return changes;
  }
  if (bankChanged) changes.bank = form.bank;
  if (form.account.trim() !== '') changes.account = form.account;
  return changes;
}

/** The Korean error of a form that cannot be sent as it is, else null. */
export function editUserFormError(form: EditUserForm, user: AdminUser): string | null {
  const bankChanged = form.bank.trim() !== user.bank.trim();
  return bankChanged && form.bank !== '' && form.account.trim() === '' && user.account !== ''
    ? ACCOUNT_FOR_NEW_BANK
    : null;
}
