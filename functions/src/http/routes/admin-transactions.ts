import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import {
  adminCreateTransactionSchema,
  processTransactionSchema,
  rejectTransactionSchema,
  type AdminCreateTransactionInput,
  type RejectTransactionInput,
} from '@settle/contract/transactions';
import { adminTransactionListQuerySchema } from '@settle/contract/admin-lists';
import { sendExport } from '../send-export.js';
import { exportTransactions, listTransactions } from '../../modules/transactions/transaction-lists.js';
import {
  createTransaction,
  processTransaction,
  rejectTransaction,
} from '../../modules/transactions/transactions.js';
import { named, touched } from '../middleware/access-record.js';
import { caller } from '../middleware/authenticate.js';
import { idempotent } from '../middleware/idempotency.js';
import { checkIdParam, validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** /admin/transactions: the pending work and the processed ones; process, reject, create. */
export function adminTransactionRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.transactionNotFound));
  router.get(
    '/',
    named('transactions.list', { csv: 'transactions.export' }),
    validateQuery(adminTransactionListQuerySchema),
    async (req, res) => {
      const query = validatedQuery(res, adminTransactionListQuerySchema);
      if (query.format !== 'json') {
        const { table, count } = await exportTransactions(query);
        await sendExport(req, res, table, { format: query.format, count, query });
        return;
      }
      const page = await listTransactions(query);
      touched(
        req,
        page.items.map((t) => t.userId),
      );
      res.json({ data: page });
    },
  );
  router.post(
    '/',
    named('transactions.create'),
    validateBody(adminCreateTransactionSchema),
    idempotent,
    async (req, res) => {
      const body = req.body as AdminCreateTransactionInput;
      touched(req, [body.userId]);
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
    },
  );
  router.patch(
    '/:id',
    named('transactions.process'),
    validateBody(processTransactionSchema),
    idempotent,
    async (req, res) => {
      const data = await processTransaction(req.params['id'] ?? '', caller(req).uid, req.markApplied);
      touched(req, [data.userId]);
      res.json({ data });
    },
  );
  router.delete(
    '/:id',
    named('transactions.reject'),
    validateBody(rejectTransactionSchema),
    idempotent,
    async (req, res) => {
      const { reason } = req.body as RejectTransactionInput;
      const data = await rejectTransaction(req.params['id'] ?? '', reason, caller(req).uid, req.markApplied);
      touched(req, [data.userId]);
      res.json({ data });
    },
  );
  return router;
}
