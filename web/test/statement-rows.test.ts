import type { SettlementStatement } from '@settle/contract/settlement-statement';
import { describe, expect, it } from 'vitest';
import { assetsText } from '../src/lib/money-display';
import { statementRows } from '../src/features/settlement/lib/statement-rows';

const statement: SettlementStatement = {
  id: 'settle-b1-u1',
  batchId: 'b1',
  // 2026-11-22 00:30 in Seoul.
  settledAt: '2026-11-21T15:30:00.000Z',
  memberName: '김회원',
  amount: 1234.56,
  assetUnit: null,
  rate: 1350.25,
  feeRate: 3.5,
  gross: 1666990,
  fee: 58344,
  net: 1608646,
  bank: '국민은행',
  account: '****6789',
  reversed: false,
};

describe('the statement page rows', () => {
  it('are the PDF lines in the same order, the stored numbers written as the app writes money', () => {
    expect(statementRows(statement, 'P')).toEqual([
      { label: '정산 일시', value: '2026.11.22 00:30' },
      // The asset amount as every screen shows it (with the operator's unit once it has one).
      { label: '정산 자산', value: assetsText(1234.56, 'P') },
      { label: '적용 환율', value: '1,350.25원' },
      { label: '수수료율', value: '3.5%' },
      { label: '총 정산 금액', value: '1,666,990원' },
      { label: '수수료', value: '58,344원' },
      { label: '실 지급액', value: '1,608,646원', strong: true },
      { label: '입금 계좌', value: '국민은행 ****6789' },
      { label: '정산 번호', value: 'b1' },
    ]);
  });

  it('write the unit the settlement stored after its amount', () => {
    const rows = statementRows({ ...statement, assetUnit: 'P' }, 'pt');
    expect(rows.find((row) => row.label === '정산 자산')?.value).toBe('1,234.56 P');
  });
});
