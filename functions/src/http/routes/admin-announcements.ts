import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import {
  adminAnnouncementListQuerySchema,
  createAnnouncementSchema,
  updateAnnouncementSchema,
  type CreateAnnouncementInput,
  type UpdateAnnouncementInput,
} from '@settle/contract/announcements';
import { listAllAnnouncements } from '../../modules/announcements/announcement-lists.js';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  updateAnnouncement,
} from '../../modules/announcements/announcements.js';
import { named } from '../middleware/access-record.js';
import { caller } from '../middleware/authenticate.js';
import { checkIdParam, validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** /admin/announcements: write, edit, publish or hide, and delete 공지사항. */
export function adminAnnouncementRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.announcementNotFound));
  router.get(
    '/',
    named('announcements.list'),
    validateQuery(adminAnnouncementListQuerySchema),
    async (_req, res) => {
      res.json({ data: await listAllAnnouncements(validatedQuery(res, adminAnnouncementListQuerySchema)) });
    },
  );
  router.post(
    '/',
    named('announcements.create'),
    validateBody(createAnnouncementSchema),
    async (req, res) => {
      const data = await createAnnouncement(req.body as CreateAnnouncementInput, caller(req).uid);
      res.status(201).json({ data });
    },
  );
  router.get('/:id', named('announcements.get'), async (req, res) => {
    res.json({ data: await getAnnouncement(req.params['id'] ?? '') });
  });
  router.patch(
    '/:id',
    named('announcements.update'),
    validateBody(updateAnnouncementSchema),
    async (req, res) => {
      const input = req.body as UpdateAnnouncementInput;
      res.json({ data: await updateAnnouncement(req.params['id'] ?? '', input, caller(req).uid) });
    },
  );
  router.delete('/:id', named('announcements.delete'), async (req, res) => {
    await deleteAnnouncement(req.params['id'] ?? '', caller(req).uid);
    res.json({ data: { id: req.params['id'] ?? '' } });
  });
  return router;
}
