import type { AdminUser } from '@settle/contract/admin-users';

export interface EditUserForm {
  name: string;
  phone: string;
  /** '' = 미등록 */
  bank: string;
  account: string;
}

export function editUserFormOf(user: AdminUser): EditUserForm {
  return { name: user.name, phone: user.phone, bank: user.bank, account: user.account };
}

/**
 * The PATCH body: only the fields the operator changed (compared trimmed), so an untouched
 * legacy value that today's rules would refuse does not block fixing another field. Validate
 * the result with parseKorean(adminUpdateUserSchema, …): an empty body gets its
 * '변경할 항목이 없습니다.' message.
 */
export function editUserChanges(form: EditUserForm, user: AdminUser): Partial<EditUserForm> {
  const original = editUserFormOf(user);
  const changes: Partial<EditUserForm> = {};
  for (const key of ['name', 'phone', 'bank', 'account'] as const) {
    if (form[key].trim() !== original[key].trim()) changes[key] = form[key];
  }
  return changes;
}
