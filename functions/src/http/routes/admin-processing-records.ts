import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import {
  adjustmentSchema,
  adminProcessingRecordListQuerySchema,
  reverseRecordsSchema,
  updateRecordMemoSchema,
  type AdjustmentInput,
  type ReverseRecordsInput,
} from '@settle/contract/ledger';
import {
  executeSettlementSchema,
  prepareSettlementSchema,
  settlementLineListQuerySchema,
  type ExecuteSettlementInput,
} from '@settle/contract/settlement';
import { sendCsv } from '../send-csv.js';
import {
  adjustAssets,
  listRecords,
  reverseRecords,
  updateRecordMemo,
} from '../../modules/ledger/processing-records.js';
import {
  exportBatchLinesCsv,
  getCurrentBatch,
  listBatchLines,
} from '../../modules/settlement/batch-queries.js';
import type { SettlementDispatcher } from '../../modules/settlement/dispatcher.js';
import { startExecution } from '../../modules/settlement/execute.js';
import { prepareSettlement } from '../../modules/settlement/prepare.js';
import { caller } from '../middleware/authenticate.js';
import { idempotent } from '../middleware/idempotency.js';
import { checkIdParam, validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** /admin/processingRecords: the ledger (adjust, reverse, memo) and settlement of everyone. */
export function adminProcessingRecordRoutes(dispatcher: SettlementDispatcher): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.recordNotFound));
  router.get('/settlementAll', async (_req, res) => {
    res.json({ data: { batch: await getCurrentBatch() } });
  });
  router.get('/settlementAll/lines', validateQuery(settlementLineListQuerySchema), async (_req, res) => {
    const query = validatedQuery(res, settlementLineListQuerySchema);
    if (query.format === 'csv') {
      sendCsv(res, `정산-${query.batchId}.csv`, await exportBatchLinesCsv(query));
      return;
    }
    res.json({ data: await listBatchLines(query) });
  });
  router.post(
    '/settlementAll/prepare',
    validateBody(prepareSettlementSchema),
    idempotent,
    async (req, res) => {
      res.status(201).json({ data: await prepareSettlement(caller(req).uid, req.markApplied) });
    },
  );
  router.post(
    '/settlementAll/execute',
    validateBody(executeSettlementSchema),
    idempotent,
    async (req, res) => {
      const { batchId } = req.body as ExecuteSettlementInput;
      const { batch, dispatch } = await startExecution(batchId, caller(req).uid, req.markApplied);
      if (dispatch) await dispatcher.dispatch(batchId);
      res.status(202).json({ data: batch });
    },
  );

  router.get('/', validateQuery(adminProcessingRecordListQuerySchema), async (_req, res) => {
    res.json({ data: await listRecords(validatedQuery(res, adminProcessingRecordListQuerySchema)) });
  });
  router.post('/', validateBody(adjustmentSchema), idempotent, async (req, res) => {
    res
      .status(201)
      .json({ data: await adjustAssets(req.body as AdjustmentInput, caller(req).uid, req.markApplied) });
  });
  router.delete('/', validateBody(reverseRecordsSchema), idempotent, async (req, res) => {
    res.json({
      data: await reverseRecords(req.body as ReverseRecordsInput, caller(req).uid, req.markApplied),
    });
  });
  router.patch('/:id', validateBody(updateRecordMemoSchema), async (req, res) => {
    res.json({ data: await updateRecordMemo(req.params['id'] ?? '', (req.body as { memo: string }).memo) });
  });
  return router;
}
