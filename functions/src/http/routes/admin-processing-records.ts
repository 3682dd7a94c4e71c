import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import { complianceMessages } from '@settle/contract/compliance-messages';
import {
  adjustmentSchema,
  reverseRecordsSchema,
  updateRecordMemoSchema,
  type AdjustmentInput,
  type ReverseRecordsInput,
} from '@settle/contract/ledger';
import { adminProcessingRecordListQuerySchema } from '@settle/contract/admin-lists';
import { adjustmentApprovalThresholdMinor } from '../../config.js';
import {
  executeSettlementSchema,
  prepareSettlementSchema,
  releaseSettlementLineSchema,
  type ExecuteSettlementInput,
  type ReleaseSettlementLineInput,
} from '@settle/contract/settlement';
import { settlementLineListQuerySchema } from '@settle/contract/admin-lists';
import { sendExport } from '../send-export.js';
import {
  adjustAssets,
  exportRecords,
  listRecords,
  updateRecordMemo,
} from '../../modules/ledger/processing-records.js';
import { exportBatchLines, getCurrentBatch, listBatchLines } from '../../modules/settlement/batch-queries.js';
import { prepareSettlement } from '../../modules/settlement/prepare.js';
import { adminSettlementBatchRoutes } from './admin-settlement-batches.js';
import { named, noted, touched } from '../middleware/access-record.js';
import { caller } from '../middleware/authenticate.js';
import { idempotent } from '../middleware/idempotency.js';
import { checkIdParam, validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';
import { sendApprovalRequest } from '../send-approval-request.js';

/**
 * /admin/processingRecords: the ledger (adjust, reverse, memo) and settlement of everyone.
 * Execute, adjust (from the threshold in config.ts), reverse and release are approval requests
 * (four eyes, modules/approvals): they answer 202 with the request and run when another admin
 * approves it.
 */
export function adminProcessingRecordRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.recordNotFound));
  router.param('userId', checkIdParam(complianceMessages.settlementLineNotFound));
  router.get('/settlementAll', named('settlement.view'), async (_req, res) => {
    res.json({ data: { batch: await getCurrentBatch() } });
  });
  router.use('/settlementAll/batches', adminSettlementBatchRoutes());
  router.get(
    '/settlementAll/lines',
    named('settlement.lines', { csv: 'settlement.export' }),
    validateQuery(settlementLineListQuerySchema),
    async (req, res) => {
      const query = validatedQuery(res, settlementLineListQuerySchema);
      if (query.format !== 'json') {
        const { table, count, decrypted, preparedAt } = await exportBatchLines(query);
        // An export records its count and filter, not every id (access-record.ts).
        await sendExport(req, res, table, {
          format: query.format,
          count,
          query,
          when: preparedAt,
          details: { decrypted },
        });
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
    idempotent,
    async (req, res) => {
      const userId = req.params['userId'] ?? '';
      const { batchId, reason } = req.body as ReleaseSettlementLineInput;
      touched(req, [userId]);
      noted(req, { batchId });
      await sendApprovalRequest(req, res, { kind: 'settlement.release', batchId, userId }, reason ?? '');
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
      const { batchId, reason } = req.body as ExecuteSettlementInput;
      noted(req, { batchId });
      await sendApprovalRequest(req, res, { kind: 'settlement.execute', batchId }, reason ?? '');
    },
  );

  router.get(
    '/',
    named('ledger.list', { csv: 'ledger.export' }),
    validateQuery(adminProcessingRecordListQuerySchema),
    async (req, res) => {
      const query = validatedQuery(res, adminProcessingRecordListQuerySchema);
      if (query.format !== 'json') {
        const { table, count } = await exportRecords(query);
        await sendExport(req, res, table, { format: query.format, count, query });
        return;
      }
      const page = await listRecords(query);
      touched(
        req,
        page.items.map((r) => r.userId),
      );
      res.json({ data: page });
    },
  );
  router.post('/', named('ledger.adjust'), validateBody(adjustmentSchema), idempotent, async (req, res) => {
    const { reason, ...input } = req.body as AdjustmentInput;
    touched(req, [input.userId]);
    if (Math.abs(input.amount) < adjustmentApprovalThresholdMinor()) {
      // Below the approval threshold (config.ts): runs at once, as before four eyes.
      res.status(201).json({ data: await adjustAssets(input, caller(req).uid, req.markApplied) });
      return;
    }
    const operation = {
      kind: 'ledger.adjust' as const,
      userId: input.userId,
      amountMinor: input.amount,
      memo: input.memo,
    };
    await sendApprovalRequest(req, res, operation, reason ?? input.memo);
  });
  router.delete(
    '/',
    named('ledger.reverse'),
    validateBody(reverseRecordsSchema),
    idempotent,
    async (req, res) => {
      const { ids, memo, reason } = req.body as ReverseRecordsInput;
      await sendApprovalRequest(req, res, { kind: 'ledger.reverse', ids, memo }, reason ?? memo);
    },
  );
  router.patch('/:id', named('ledger.memo'), validateBody(updateRecordMemoSchema), async (req, res) => {
    const data = await updateRecordMemo(req.params['id'] ?? '', (req.body as { memo: string }).memo);
    touched(req, [data.userId]);
    res.json({ data });
  });
  return router;
}
