import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import { statementFileName } from '@settle/contract/settlement-statement';
import { attachment } from '../../lib/csv.js';
import { logger } from '../../lib/logger.js';
import { ownSettlementStatement } from '../../modules/settlement/statement.js';
import { statementPdf } from '../../modules/settlement/statement-pdf.js';
import { caller } from '../middleware/authenticate.js';
import { requireActiveMember } from '../middleware/member-gate.js';
import { checkIdParam } from '../middleware/validate.js';

/**
 * /settlements/{id}: one of the member's own settlements as a statement (정산 명세서), as JSON
 * for the page and as a one-page A4 PDF to download. The id is the settlement's ledger entry
 * (GET /processingRecords?type=settlement lists them).
 */
export function settlementRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.settlementRecordNotFound));
  router.get('/:id', requireActiveMember, async (req, res) => {
    res.json({ data: await ownSettlementStatement(caller(req).uid, req.params['id'] ?? '') });
  });
  router.get('/:id/statement.pdf', requireActiveMember, async (req, res) => {
    const statement = await ownSettlementStatement(caller(req).uid, req.params['id'] ?? '');
    const started = performance.now();
    const pdf = await statementPdf(statement);
    logger.info('settlement.statement_pdf', {
      entryId: statement.id,
      bytes: pdf.byteLength,
      ms: Math.round(performance.now() - started),
    });
    res.set('Content-Type', 'application/pdf');
    res.set('Content-Disposition', attachment(statementFileName(new Date(statement.settledAt))));
    // A member's bank details: not for shared caches.
    res.set('Cache-Control', 'private, no-store');
    res.send(Buffer.from(pdf));
  });
  return router;
}
