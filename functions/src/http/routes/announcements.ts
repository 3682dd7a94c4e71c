import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import { announcementListQuerySchema } from '@settle/contract/announcements';
import { listPublishedAnnouncements } from '../../modules/announcements/announcement-lists.js';
import { getPublishedAnnouncement } from '../../modules/announcements/announcements.js';
import { checkIdParam, validatedQuery, validateQuery } from '../middleware/validate.js';

/**
 * /announcements: 공지사항 for any signed-in account (published ones only). Not behind
 * requireActiveMember: a pending member may read notices too.
 */
export function announcementRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.announcementNotFound));
  router.get('/', validateQuery(announcementListQuerySchema), async (_req, res) => {
    res.json({ data: await listPublishedAnnouncements(validatedQuery(res, announcementListQuerySchema)) });
  });
  router.get('/:id', async (req, res) => {
    res.json({ data: await getPublishedAnnouncement(req.params['id'] ?? '') });
  });
  return router;
}
