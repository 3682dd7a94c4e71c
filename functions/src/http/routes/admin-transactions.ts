import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import {
  adminCreateTransactionSchema,
  adminTransactionListQuerySchema,
  processTransactionSchema,
  rejectTransactionSchema,
  transactionStatusLabels,
  type AdminCreateTransactionInput,
  type RejectTransactionInput,
} from '@settle/contract/transactions';
import { sendCsv } from '../send-csv.js';
import { exportTransactionsCsv, listTransactions } from '../../modules/transactions/transaction-lists.js';
import {
  createTransaction,
  processTransaction,
  rejectTransaction,
} from '../../modules/transactions/transactions.js';
import { caller } from '../middleware/authenticate.js';
import { idempotent } from '../middleware/idempotency.js';
import { checkIdParam, validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** /admin/transactions: the pending work and the processed ones; process, reject, create. */
export function adminTransactionRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.transactionNotFound));
  router.get('/', validateQuery(adminTransactionListQuerySchema), async (_req, res) => {
    const query = validatedQuery(res, adminTransactionListQuerySchema);
    if (query.format === 'csv') {
      sendCsv(
        res,
        `거래-${query.status ? transactionStatusLabels[query.status] : '전체'}.csv`,
        await exportTransactionsCsv(query),
      );
      return;
    }
    res.json({ data: await listTransactions(query) });
  });
  router.post('/', validateBody(adminCreateTransactionSchema), idempotent, async (req, res) => {
    const body = req.body as AdminCreateTransactionInput;
    const data = await createTransaction(
      {
        uid: body.userId,
        amountMinor: body.amount,
        memo: body.memo,
        actor: { uid: caller(req).uid, role: 'admin' },
      },
      req.markApplied,
    );
    res.status(201).json({ data });
  });
  router.patch('/:id', validateBody(processTransactionSchema), idempotent, async (req, res) => {
    res.json({ data: await processTransaction(req.params['id'] ?? '', caller(req).uid, req.markApplied) });
  });
  router.delete('/:id', validateBody(rejectTransactionSchema), idempotent, async (req, res) => {
    const { reason } = req.body as RejectTransactionInput;
    res.json({
      data: await rejectTransaction(req.params['id'] ?? '', reason, caller(req).uid, req.markApplied),
    });
  });
  return router;
}
