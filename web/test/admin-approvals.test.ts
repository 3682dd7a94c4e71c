import type { Approval } from '@settle/contract/approvals';
import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  describeOperation,
  statusLabel,
} from '../src/features/admin-approvals/lib/approval-view';
import { reverseOutcome } from '../src/features/admin-approvals/lib/reverse-outcome';
import { isApprovalData, parseApprovalOr } from '../src/lib/approval-answer';

const base: Approval = {
  id: 'a1',
  kind: 'ledger.adjust',
  status: 'pending',
  operation: { kind: 'ledger.adjust', userId: 'u1', amountMinor: 123_456, memo: '이벤트 보상' },
  members: [{ uid: 'u1', name: '홍길동' }],
  batch: null,
  requestedBy: { uid: 'admin-a', email: 'a@example.com' },
  reason: '11월 이벤트',
  requestedAt: '2026-11-25T01:00:00.000Z',
  expiresAt: '2026-11-26T01:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  result: null,
};

describe('the approvals screen (승인 요청)', () => {
  it('says in Korean what each kind of request will do, with formatted amounts, names, batch and rates', () => {
    expect(describeOperation(base, 'P')).toBe(
      '홍길동님의 자산을 +1,234.56\u00a0P 조정합니다. 메모: 이벤트 보상',
    );
    expect(
      describeOperation(
        {
          ...base,
          kind: 'settlement.execute',
          operation: { kind: 'settlement.execute', batchId: 'b1' },
          members: [],
          batch: { payableLines: 1200, netWon: 12_345_678 },
        },
        'P',
      ),
    ).toBe('정산 배치 b1을(를) 실행합니다 (지급 대상 1,200명, 지급액 12,345,678원).');
    expect(
      describeOperation(
        {
          ...base,
          kind: 'rates.exchange',
          operation: { kind: 'rates.exchange', valueInt: 135_025 },
        },
        'P',
      ),
    ).toContain('환율을 1,350.25원으로 변경합니다.');
    expect(
      describeOperation({ ...base, kind: 'rates.fee', operation: { kind: 'rates.fee', valueInt: 350 } }, 'P'),
    ).toContain('수수료율을 3.5%로 변경합니다.');
    expect(
      describeOperation(
        {
          ...base,
          kind: 'ledger.reverse',
          operation: { kind: 'ledger.reverse', ids: ['r1', 'r2'], memo: '' },
        },
        'P',
      ),
    ).toBe('처리 내역 2건을 취소합니다 (홍길동님).');
    expect(
      describeOperation(
        {
          ...base,
          kind: 'settlement.release',
          operation: { kind: 'settlement.release', batchId: 'b1', userId: 'u1' },
        },
        'P',
      ),
    ).toBe('홍길동님의 정산 보류를 해제합니다 (배치 b1).');
  });

  it('offers approve and reject to another admin, only withdraw (with a reason why) to the requester, nothing once decided', () => {
    expect(actionsFor(base, 'admin-b')).toEqual({
      approve: true,
      reject: true,
      withdraw: false,
      ownNote: null,
    });
    expect(actionsFor(base, 'admin-a')).toEqual({
      approve: false,
      reject: false,
      withdraw: true,
      ownNote: '본인이 요청한 건은 다른 운영자가 승인해야 합니다.',
    });
    for (const status of ['executed', 'rejected', 'withdrawn', 'expired'] as const) {
      expect(actionsFor({ ...base, status }, 'admin-b')).toMatchObject({
        approve: false,
        reject: false,
        withdraw: false,
      });
    }
    expect(statusLabel({ status: 'expired' })).toBe('만료');
    expect(statusLabel({ status: 'pending' })).toBe('대기');
  });

  it('tells a 202 request from an adjustment that ran at once (below the threshold)', () => {
    const parse = parseApprovalOr((data) => data as { id: string; amount: number });
    expect(parse(base)).toEqual({ requested: base });
    expect(parse({ id: 'r1', amount: 5 })).toEqual({ done: { id: 'r1', amount: 5 } });
    expect(isApprovalData(null)).toBe(false);
  });

  it('shows what an executed 선택 취소 did per record: reversed ones counted, refused ones with the reason', () => {
    const reverse: Approval = {
      ...base,
      kind: 'ledger.reverse',
      status: 'executed',
      operation: { kind: 'ledger.reverse', ids: ['r1', 'r2'], memo: '중복 지급' },
      result: {
        status: 200,
        message: null,
        body: {
          data: {
            results: [
              { id: 'r1', ok: true, message: null, reversal: null },
              { id: 'r2', ok: false, message: '자산이 음수가 되어 취소할 수 없습니다.', reversal: null },
            ],
          },
        },
      },
    };
    expect(reverseOutcome(reverse)).toEqual({
      reversed: 1,
      refused: 1,
      message: '1건을 취소했습니다. 1건은 취소하지 못했습니다.',
      severity: 'error',
      refusals: [{ id: 'r2', message: '자산이 음수가 되어 취소할 수 없습니다.' }],
    });
    expect(reverseOutcome({ ...reverse, status: 'pending', result: null })).toBeNull();
    expect(reverseOutcome(base)).toBeNull();
  });
});
