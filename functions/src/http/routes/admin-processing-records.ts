import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import { complianceMessages } from '@settle/contract/compliance-messages';
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
  releaseSettlementLineSchema,
  settlementLineListQuerySchema,
  type ExecuteSettlementInput,
  type ReleaseSettlementLineInput,
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
import { releaseHeldLine } from '../../modules/settlement/release.js';
import { named, noted, touched } from '../middleware/access-record.js';
import { caller } from '../middleware/authenticate.js';
import { idempotent } from '../middleware/idempotency.js';
import { checkIdParam, validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** /admin/processingRecords: the ledger (adjust, reverse, memo) and settlement of everyone. */
export function adminProcessingRecordRoutes(dispatcher: SettlementDispatcher): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.recordNotFound));
  router.param('userId', checkIdParam(complianceMessages.settlementLineNotFound));
  router.get('/settlementAll', named('settlement.view'), async (_req, res) => {
    res.json({ data: { batch: await getCurrentBatch() } });
  });
  router.get(
    '/settlementAll/lines',
    named('settlement.lines', { csv: 'settlement.export' }),
    validateQuery(settlementLineListQuerySchema),
    async (req, res) => {
      const query = validatedQuery(res, settlementLineListQuerySchema);
      if (query.format === 'csv') {
        const file = await exportBatchLinesCsv(query);
        // An export records its count and filter, not every id (access-record.ts).
        noted(req, { decrypted: file.decrypted });
        sendCsv(req, res, `정산-${query.batchId}.csv`, file, query);
        return;
      }
      const page = await listBatchLines(query);
      touched(
        req,
        page.items.map((l) => l.userId),
      );
      res.json({ data: page });
    },
  );
  router.post(
    '/settlementAll/lines/:userId/release',
    named('settlement.release'),
    validateBody(releaseSettlementLineSchema),
    async (req, res) => {
      const userId = req.params['userId'] ?? '';
      const { batchId } = req.body as ReleaseSettlementLineInput;
      touched(req, [userId]);
      noted(req, { batchId });
      res.json({ data: await releaseHeldLine(batchId, userId) });
    },
  );
  router.post(
    '/settlementAll/prepare',
    named('settlement.prepare'),
    validateBody(prepareSettlementSchema),
    idempotent,
    async (req, res) => {
      const batch = await prepareSettlement(caller(req).uid, req.markApplied);
      noted(req, { batchId: batch.id });
      res.status(201).json({ data: batch });
    },
  );
  router.post(
    '/settlementAll/execute',
    named('settlement.execute'),
    validateBody(executeSettlementSchema),
    idempotent,
    async (req, res) => {
      const { batchId } = req.body as ExecuteSettlementInput;
      noted(req, { batchId });
      const { batch, dispatch } = await startExecution(batchId, caller(req).uid, req.markApplied);
      if (dispatch) await dispatcher.dispatch(batchId);
      res.status(202).json({ data: batch });
    },
  );

  router.get(
    '/',
    named('ledger.list'),
    validateQuery(adminProcessingRecordListQuerySchema),
    async (req, res) => {
      const page = await listRecords(validatedQuery(res, adminProcessingRecordListQuerySchema));
      touched(
        req,
        page.items.map((r) => r.userId),
      );
      res.json({ data: page });
    },
  );
  router.post('/', named('ledger.adjust'), validateBody(adjustmentSchema), idempotent, async (req, res) => {
    const input = req.body as AdjustmentInput;
    touched(req, [input.userId]);
    res.status(201).json({ data: await adjustAssets(input, caller(req).uid, req.markApplied) });
  });
  router.delete(
    '/',
    named('ledger.reverse'),
    validateBody(reverseRecordsSchema),
    idempotent,
    async (req, res) => {
      const data = await reverseRecords(req.body as ReverseRecordsInput, caller(req).uid, req.markApplied);
      touched(
        req,
        data.results.flatMap((r) => (r.reversal ? [r.reversal.userId] : [])),
      );
      res.json({ data });
    },
  );
  router.patch('/:id', named('ledger.memo'), validateBody(updateRecordMemoSchema), async (req, res) => {
    const data = await updateRecordMemo(req.params['id'] ?? '', (req.body as { memo: string }).memo);
    touched(req, [data.userId]);
    res.json({ data });
  });
  return router;
}
