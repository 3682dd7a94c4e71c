import type { SettlementBatch } from '@settle/contract/settlement';
import { describe, expect, it } from 'vitest';
import {
  batchListFilters,
  batchPaidNet,
  settlementBatchPath,
} from '../src/features/admin-settlement/lib/settlement-view';

const batch = (overrides: Partial<SettlementBatch> = {}): SettlementBatch => ({
  id: 'b1',
  status: 'completed',
  rate: 1385.5,
  feeRate: 2.5,
  preparedAt: '2026-11-21T15:30:00Z',
  preparedBy: 'admin',
  executionStartedAt: '2026-11-21T15:40:00Z',
  executedBy: 'admin',
  completedAt: '2026-11-21T15:41:00Z',
  totals: {
    payableLines: 2,
    skippedLines: 0,
    heldLines: 0,
    amount: 110,
    gross: 152_405,
    fee: 3_809,
    net: 148_596,
  },
  progress: { pending: 0, settled: 1, failed: 1, settledNet: 13_509, settledFee: 346 },
  ...overrides,
});

describe('정산 내역 filters and figures', () => {
  it('asks for a status and the days given, leaving out what is open, and nothing for days in the wrong order', () => {
    expect(batchListFilters('all', { from: '', to: '' })).toEqual({});
    expect(batchListFilters('completed', { from: '2026-11-01', to: '' })).toEqual({
      status: 'completed',
      from: '2026-11-01',
    });
    expect(batchListFilters('all', { from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(batchListFilters('all', { from: '2026-11-02', to: '2026-11-01' })).toBeNull();
  });

  it('shows what a batch that ran paid (failed lines not in it), and what one that never ran would pay', () => {
    expect(batchPaidNet(batch())).toEqual({ net: 13_509, fee: 346, paid: true });
    expect(
      batchPaidNet(
        batch({
          status: 'discarded',
          progress: { pending: 2, settled: 0, failed: 0, settledNet: 0, settledFee: 0 },
        }),
      ),
    ).toEqual({
      net: 148_596,
      fee: 3_809,
      paid: false,
    });
  });

  it('shows no fee for a batch completed before its result kept it', () => {
    const old = batch({
      progress: { pending: 0, settled: 1, failed: 1, settledNet: 13_509, settledFee: null },
    });
    expect(batchPaidNet(old)).toEqual({ net: 13_509, fee: null, paid: true });
  });

  it('opens a batch at its own address', () => {
    expect(settlementBatchPath('a b/c')).toBe('/admin/settlement/history/a%20b%2Fc');
  });
});
