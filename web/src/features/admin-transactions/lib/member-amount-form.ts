import { adjustmentSchema } from '@settle/contract/ledger';
import { hundredthsToNumber } from '@settle/contract/money';
import { adminCreateTransactionSchema } from '@settle/contract/transactions';
import { parseKorean, type KoreanParseResult } from '@settle/contract/validation';

/** The 거래 등록 and 조정 dialogs: a member, an amount as typed ("1,234.5", "-20"), a memo. */
export interface MemberAmountForm {
  userId: string | null;
  amount: string;
  memo: string;
}

export const emptyMemberAmountForm: MemberAmountForm = { userId: null, amount: '', memo: '' };

/** A request body: the amount back in asset units, exactly (JSON numbers with ≤ 2 decimals). */
export type MemberAmountBody = { userId: string; amount: number; memo: string };

function parseWith(
  schema: typeof adminCreateTransactionSchema | typeof adjustmentSchema,
  form: MemberAmountForm,
): KoreanParseResult<MemberAmountBody> {
  const parsed = parseKorean(schema, {
    // A missing member reads "회원: 필수 항목입니다." (contract fieldLabels).
    ...(form.userId ? { userId: form.userId } : {}),
    amount: form.amount,
    memo: form.memo,
  });
  if (!parsed.success) return parsed;
  // The schema outputs hundredths (integers); the API takes the decimal amount.
  return {
    success: true,
    data: { userId: parsed.data.userId, amount: hundredthsToNumber(parsed.data.amount), memo: parsed.data.memo },
  };
}

/** POST /admin/transactions: a positive amount, memo optional. */
export const parseCreateTransactionForm = (form: MemberAmountForm) =>
  parseWith(adminCreateTransactionSchema, form);

/** POST /admin/processingRecords: a signed, non-zero amount and a memo saying why. */
export const parseAdjustmentForm = (form: MemberAmountForm) => parseWith(adjustmentSchema, form);
