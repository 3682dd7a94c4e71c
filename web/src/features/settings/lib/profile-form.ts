import { messages } from '@settle/contract/messages';
import { NOT_REGISTERED, updateProfileSchema, type UpdateProfileInput, type User } from '@settle/contract/users';
import { validateForm } from '../../../lib/validate-form';

export interface ProfileFormValues {
  name: string;
  phone: string;
  /** '' = 미등록 */
  bank: string;
  /** spec §5's accountNumber: sent to the server as `account`. */
  accountNumber: string;
}

export function profileFormOf(user: User): ProfileFormValues {
  return { name: user.name, phone: user.phone, bank: user.bank, accountNumber: user.account };
}

/** spec §3: an empty bank or account shows as 미등록. */
export function displayOrNotRegistered(value: string): string {
  return value.trim() === '' ? NOT_REGISTERED : value;
}

export type ProfileSaveResult =
  | { success: true; body: UpdateProfileInput }
  | { success: false; message: string; fieldErrors: Partial<Record<keyof ProfileFormValues | '', string>> };

/**
 * Form → PATCH /users/me body (spec §5): refuses without a signed-in account
 * ('로그인이 필요합니다') or without loaded user data with an id ('사용자 데이터가 없습니다');
 * sends only the fields that changed, `accountNumber` as `account`, validated with the contract
 * schema so the messages match the server's.
 */
export function toProfileUpdate(
  values: ProfileFormValues,
  user: Pick<User, 'id' | 'name' | 'phone' | 'bank' | 'account'> | null | undefined,
  signedIn: boolean,
): ProfileSaveResult {
  if (!signedIn) return { success: false, message: messages.loginRequired, fieldErrors: {} };
  if (!user?.id) return { success: false, message: messages.noUserData, fieldErrors: {} };

  const original: Record<keyof ProfileFormValues, string> = {
    name: user.name,
    phone: user.phone,
    bank: user.bank,
    accountNumber: user.account,
  };
  const changed = (key: keyof ProfileFormValues) => values[key].trim() !== original[key].trim();
  const body: Record<string, string> = {};
  if (changed('name')) body['name'] = values.name;
  if (changed('phone')) body['phone'] = values.phone;
  if (changed('bank')) body['bank'] = values.bank;
  if (changed('accountNumber')) body['account'] = values.accountNumber;

  const result = validateForm(updateProfileSchema, body);
  if (result.success) return { success: true, body: result.data };
  const fieldErrors: Partial<Record<keyof ProfileFormValues | '', string>> = {};
  for (const [field, message] of Object.entries(result.fieldErrors)) {
    const key = field === 'account' ? 'accountNumber' : field;
    if (key === 'name' || key === 'phone' || key === 'bank' || key === 'accountNumber') fieldErrors[key] = message;
    else fieldErrors[''] = message;
  }
  return { success: false, message: result.message, fieldErrors };
}
