import { Router } from 'express';
import { transactionListQuerySchema } from '@settle/contract/member-lists';
import { messages } from '@settle/contract/messages';
import {
  cancelTransactionSchema,
  createTransactionSchema,
  type CreateTransactionInput,
} from '@settle/contract/transactions';
import { getOwnTransaction, listOwnTransactions } from '../../modules/transactions/transaction-lists.js';
import { cancelTransaction, createTransaction } from '../../modules/transactions/transactions.js';
import { named, touched } from '../middleware/access-record.js';
import { caller } from '../middleware/authenticate.js';
import { idempotent } from '../middleware/idempotency.js';
import { requireActiveMember } from '../middleware/member-gate.js';
import { checkIdParam, validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** /transactions: a member's own 거래 (register, list, cancel while pending). */
export function transactionRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.transactionNotFound));
  router.use(requireActiveMember);
  router.get('/', validateQuery(transactionListQuerySchema), async (req, res) => {
    res.json({
      data: await listOwnTransactions(caller(req).uid, validatedQuery(res, transactionListQuerySchema)),
    });
  });
  // The receipt (/transaction/:id): the member's own only; admins read theirs on /admin/transactions.
  router.get('/:id', async (req, res) => {
    res.json({ data: await getOwnTransaction(caller(req).uid, req.params['id'] ?? '') });
  });
  router.post(
    '/',
    named('member.transactions.create'),
    validateBody(createTransactionSchema),
    idempotent,
    async (req, res) => {
      const body = req.body as CreateTransactionInput;
      const { uid } = caller(req);
      const data = await createTransaction(
        { uid, amountMinor: body.amount, memo: body.memo, actor: { uid, role: 'user' } },
        req.markApplied,
      );
      res.status(201).json({ data });
    },
  );
  router.patch(
    '/:id',
    named('member.transactions.cancel'),
    validateBody(cancelTransactionSchema),
    idempotent,
    async (req, res) => {
      touched(req, [caller(req).uid]);
      res.json({ data: await cancelTransaction(caller(req).uid, req.params['id'] ?? '', req.markApplied) });
    },
  );
  return router;
}
