import { describe, expect, it } from 'vitest';
import { settlementRowOf } from '../src/features/settlement/lib/settlement-rows';
import { amountHint, toCreateTransactionBody } from '../src/features/transactions/lib/transaction-form';

describe('toCreateTransactionBody (POST /transactions)', () => {
  it('sends the amount as an exact decimal number and the memo trimmed', () => {
    expect(toCreateTransactionBody({ amount: '1,234.5', memo: '  3월 매출 ' })).toEqual({
      success: true,
      body: { amount: 1234.5, memo: '3월 매출' },
    });
    expect(toCreateTransactionBody({ amount: '0.29', memo: '' })).toEqual({
      success: true,
      body: { amount: 0.29, memo: '' },
    });
  });

  it('refuses what the server would, on the right field, saying the one rule to fix without the label', () => {
    const amountError = (amount: string) => {
      const result = toCreateTransactionBody({ amount, memo: '' });
      return result.success ? null : result.fieldErrors.amount;
    };
    expect(amountError('')).toBe('금액을 입력해 주세요.');
    expect(amountError('1.234')).toBe('소수점 아래 두 자리까지 입력할 수 있습니다.');
    // A comma is a thousands separator or nothing: "1,5" was 15.00.
    expect(amountError('1,5')).toBe('쉼표는 세 자리마다 넣어 주세요. (예: 1,234.56)');
    expect(amountError('1만')).toBe('숫자만 입력해 주세요. (예: 1,234.56)');
    expect(amountError('1.2.3')).toBe('숫자로 입력해 주세요. (예: 1,234.56)');
    expect(amountError('1000000000000')).toBe('입력할 수 있는 금액보다 큽니다.');
    expect(amountError('0')).toBe('0보다 큰 금액을 입력해 주세요.');
    const longMemo = toCreateTransactionBody({ amount: '10', memo: '가'.repeat(201) });
    expect(longMemo).toEqual({ success: false, fieldErrors: { memo: '200자 이하로 입력해 주세요.' } });
  });
});

describe('amountHint', () => {
  it('shows the floored KRW estimate at the current rate', () => {
    expect(amountHint('914.49', 1350.01)).toBe(
      '예상 원화 환산 1,234,570원 (환율 1,350.01원 기준, 원 미만 절사)',
    );
  });

  it('explains the format while the input is not an amount yet, or without a rate', () => {
    expect(amountHint('', 1000)).toBe('소수점 아래 두 자리까지 입력할 수 있습니다.');
    expect(amountHint('1.', 1000)).toBe('소수점 아래 두 자리까지 입력할 수 있습니다.');
    expect(amountHint('10', undefined)).toBe('소수점 아래 두 자리까지 입력할 수 있습니다.');
  });
});

describe('settlementRowOf', () => {
  it('shows the settled amount without the debit sign and keeps the payout details', () => {
    const settlement = {
      batchId: 'b1',
      gross: 1_350_250,
      fee: 47_258,
      net: 1_302_992,
      rate: 1350.25,
      feeRate: 3.5,
      bank: '국민은행',
      account: '110-123-456789',
    };
    const row = settlementRowOf({
      id: 'r1',
      userId: 'u1',
      userName: '김정산',
      type: 'settlement',
      amount: -1000,
      balanceAfter: 0,
      memo: '',
      actorId: 'a1',
      createdAt: '2026-11-21T15:30:00Z',
      transactionId: null,
      reversalOf: null,
      reversedBy: 'r2',
      settlement,
    });
    expect(row).toEqual({
      id: 'r1',
      settledAt: '2026-11-21T15:30:00Z',
      amount: 1000,
      detail: settlement,
      reversed: true,
    });
  });
});
