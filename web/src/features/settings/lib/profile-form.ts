import { messages } from '@settle/contract/messages';
import { NOT_REGISTERED, type User } from '@settle/contract/users';
import { updateProfileSchema, type UpdateProfileInput } from '@settle/contract/member-profile';
import { validateForm } from '../../../lib/validate-form';

export interface ProfileFormValues {
  name: string;
  phone: string;
  /** '' = 미등록 */
  bank: string;
  /**
   * spec §5's accountNumber, sent to the server as `account`: a NEW number only. The API shows
   * the registered one masked (`****5678`), so the field starts empty and empty means "keep the
   * registered account"; the masked text is shown beside the field, never put in it as if it
   * were a number that could be saved back.
   */
  accountNumber: string;
}

/** Said, without a request, when the form holds nothing new (not the API's wording). */
export const UNCHANGED_MESSAGE = '변경된 내용이 없습니다.';

/** Choosing another bank without typing that bank's account number. */
export const ACCOUNT_FOR_NEW_BANK = '은행을 바꾸면 새 계좌번호도 입력해 주세요.';

export function profileFormOf(user: User): ProfileFormValues {
  return { name: user.name, phone: user.phone, bank: user.bank, accountNumber: '' };
}

/** spec §3: an empty bank or account shows as 미등록. */
export function displayOrNotRegistered(value: string): string {
  return value.trim() === '' ? NOT_REGISTERED : value;
}

export type ProfileSaveResult =
  | { success: true; body: UpdateProfileInput }
  | {
      success: false;
      message: string;
      fieldErrors: Partial<Record<keyof ProfileFormValues | '', string>>;
      /** Nothing changed: an information, not an error. */
      unchanged?: true;
    };

/** Whether the body changes the payout account (the API then wants a recent sign-in). */
export function changesPayoutAccount(body: UpdateProfileInput): boolean {
  return body.bank !== undefined || body.account !== undefined;
}

/**
 * Form → PATCH /users/me body (spec §5): refuses without a signed-in account
 * ('로그인이 필요합니다') or without loaded user data with an id ('사용자 데이터가 없습니다');
 * sends only the fields that changed, `accountNumber` as `account`, validated with the contract
 * schema so the messages match the server's. Nothing changed: UNCHANGED_MESSAGE, no request.
 *
 * The payout account: a typed number replaces the registered one (with the bank chosen);
 * choosing 미등록 clears both; choosing another bank needs its number.
 */
export function toProfileUpdate(
  values: ProfileFormValues,
  user: Pick<User, 'id' | 'name' | 'phone' | 'bank' | 'account'> | null | undefined,
  signedIn: boolean,
): ProfileSaveResult {
  if (!signedIn) return { success: false, message: messages.loginRequired, fieldErrors: {} };
  if (!user?.id) return { success: false, message: messages.noUserData, fieldErrors: {} };

  const body: Record<string, string> = {};
  if (values.name.trim() !== user.name.trim()) body['name'] = values.name;
  if (values.phone.trim() !== user.phone.trim()) body['phone'] = values.phone;
  const bankChanged = values.bank.trim() !== user.bank.trim();
  const newAccount = values.accountNumber.trim();
  if (values.bank === '' && bankChanged) {
    // 미등록: the payout account is removed (a number typed beside it would be meaningless).
    body['bank'] = '';
    if (user.account !== '') body['account'] = '';
  } else {
    if (bankChanged) body['bank'] = values.bank;
    if (newAccount !== '') body['account'] = values.accountNumber;
    if (bankChanged && newAccount === '' && user.account !== '') {
      return { success: false, message: ACCOUNT_FOR_NEW_BANK, fieldErrors: { accountNumber: ACCOUNT_FOR_NEW_BANK } };
    }
  }

  if (Object.keys(body).length === 0) {
    return { success: false, message: UNCHANGED_MESSAGE, fieldErrors: {}, unchanged: true };
  }
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
