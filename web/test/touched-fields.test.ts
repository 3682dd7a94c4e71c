import { describe, expect, it } from 'vitest';
import { shownErrors, touchOnBlur, type TouchedState } from '../src/components/form/touched-fields';
import {
  emptyRegisterForm,
  toRegisterPayload,
  type RegisterFormValues,
} from '../src/features/sign-up/lib/register-form';

type Field = keyof RegisterFormValues;
const untouched: TouchedState<Field> = { fields: new Set(), all: false };

/** What the sign-up form shows for these values and this touched state. */
function shown(values: RegisterFormValues, touched: TouchedState<Field>) {
  const result = toRegisterPayload(values, 'HAPPY234', 'password');
  return shownErrors<Field>(result.success ? {} : result.fieldErrors, touched);
}

describe('errors under the fields follow what is typed once a field was touched (issue 17)', () => {
  it('shows nothing before a field was touched, although every field is wrong', () => {
    expect(shown(emptyRegisterForm, untouched)).toEqual({});
  });

  it('does not mark a field left empty on blur: passing through is not a mistake', () => {
    expect(touchOnBlur(untouched, 'name', '  ')).toBe(untouched);
  });

  it('shows the account message once the field was left with letters in it, and drops it the moment it is fixed', () => {
    const typed = { ...emptyRegisterForm, account: '110-12a' };
    const touched = touchOnBlur(untouched, 'account', typed.account);
    expect(shown(typed, touched)).toEqual({ account: '계좌번호는 숫자와 하이픈만 입력해 주세요.' });
    // Typing on (no submit): the message is recomputed and is the length rule, then nothing.
    expect(shown({ ...typed, account: '110-1' }, touched)).toEqual({
      account: '계좌번호를 6자리 이상 입력해 주세요.',
    });
    expect(shown({ ...typed, account: '110-123-456789' }, touched)).toEqual({});
  });

  it('shows every field after a first submit, each without its label', () => {
    const errors = shown(emptyRegisterForm, { ...untouched, all: true });
    expect(errors.name).toBe('이름을 입력해 주세요.');
    expect(errors.phone).toBe('휴대폰 번호를 입력해 주세요.');
    for (const message of Object.values(errors)) expect(message).not.toMatch(/^[^ ]+: /);
  });
});
