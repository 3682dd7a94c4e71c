import { amountMessages } from '@settle/contract/amount-messages';
import { hundredthsToNumber, formatKrw } from '@settle/contract/money';
import { createTransactionSchema } from '@settle/contract/transactions';
import { estimateKrw, rateText } from '../../../lib/money-display';
import { validateForm } from '../../../lib/validate-form';

export interface TransactionFormValues {
  /** As typed: '1,234.5' is fine. */
  amount: string;
  memo: string;
}

/** The body of POST /transactions: the amount as a decimal JSON number, the memo trimmed. */
export interface CreateTransactionBody {
  amount: number;
  memo: string;
}

export type TransactionFormResult =
  | { success: true; body: CreateTransactionBody }
  | { success: false; fieldErrors: Partial<Record<keyof TransactionFormValues | '', string>> };

/**
 * Validates with the contract's createTransactionSchema (the server's own rules; the messages
 * say what to do, one rule at a time, without the field's label: "소수점 아래 두 자리까지 입력할
 * 수 있습니다."). The form runs it as the person types, so it stays cheap and pure. The schema turns the amount into hundredths; the body carries it back as a decimal
 * number (hundredthsToNumber is exact), since the server parses the body with the same schema.
 */
export function toCreateTransactionBody(values: TransactionFormValues): TransactionFormResult {
  const result = validateForm(createTransactionSchema, values);
  if (result.success) {
    return { success: true, body: { amount: hundredthsToNumber(result.data.amount), memo: result.data.memo } };
  }
  const fieldErrors: Partial<Record<keyof TransactionFormValues | '', string>> = {};
  for (const [field, message] of Object.entries(result.fieldErrors)) {
    fieldErrors[field === 'amount' || field === 'memo' ? field : ''] = message;
  }
  return { success: false, fieldErrors };
}

/**
 * The line under the amount field: what the typed amount is worth now (floor, as settlement
 * computes gross), or how to type it while it is not yet an amount.
 */
export function amountHint(amountInput: string, rateValue: number | undefined): string {
  const won = estimateKrw(amountInput, rateValue);
  if (won !== null && rateValue !== undefined) {
    return `예상 원화 환산 ${formatKrw(won)} (환율 ${rateText(rateValue)} 기준, 원 미만 절사)`;
  }
  return amountMessages.decimals;
}
