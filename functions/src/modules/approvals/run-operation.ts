import type { ApprovalOperation } from '@settle/contract/approvals';
import type { MarkApplied } from '../../lib/idempotency.js';
import { adjustAssets, reverseRecords } from '../ledger/processing-records.js';
import { readAssetUnit } from '../rates/asset-unit.js';
import { setRate, toExchangeRateDto, toFeeRateDto } from '../rates/rate-settings.js';
import type { SettlementDispatcher } from '../settlement/dispatcher.js';
import { startExecution } from '../settlement/execute.js';
import { releaseHeldLine } from '../settlement/release.js';

/** What the money route would have answered had it acted at once. */
export interface OperationAnswer {
  status: number;
  body: { data: unknown };
}

/**
 * Runs an approved operation with its stored body, as the money route used to: the same
 * use-case, `markApplied` inside its transaction, and the same status and body. `actorId` is
 * the requester: the ledger entry, the rate change or the batch names who asked for it; the
 * approval names who approved.
 */
export async function runOperation(
  operation: ApprovalOperation,
  actorId: string,
  markApplied: MarkApplied,
  dispatcher: SettlementDispatcher,
): Promise<OperationAnswer> {
  switch (operation.kind) {
    case 'settlement.execute': {
      const { batch, dispatch } = await startExecution(operation.batchId, actorId, markApplied);
      if (dispatch) await dispatcher.dispatch(operation.batchId);
      return { status: 202, body: { data: batch } };
    }
    case 'ledger.adjust': {
      const input = { userId: operation.userId, amount: operation.amountMinor, memo: operation.memo };
      return { status: 201, body: { data: await adjustAssets(input, actorId, markApplied) } };
    }
    case 'ledger.reverse': {
      const input = { ids: operation.ids, memo: operation.memo };
      return { status: 200, body: { data: await reverseRecords(input, actorId, markApplied) } };
    }
    case 'rates.exchange': {
      const record = await setRate('exchangeRate', operation.valueInt, actorId, markApplied);
      return { status: 200, body: { data: toExchangeRateDto(record, await readAssetUnit()) } };
    }
    case 'rates.fee': {
      const record = await setRate('feeRate', operation.valueInt, actorId, markApplied);
      return { status: 200, body: { data: toFeeRateDto(record) } };
    }
    case 'settlement.release': {
      const data = await releaseHeldLine(operation.batchId, operation.userId, markApplied);
      return { status: 200, body: { data } };
    }
  }
}
