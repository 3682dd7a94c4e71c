import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import {
  createScheduleSchema,
  scheduleRangeQuerySchema,
  updateScheduleSchema,
  type CreateScheduleInput,
  type UpdateScheduleInput,
} from '@settle/contract/admin-schedules';
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  listSchedules,
  updateSchedule,
} from '../../modules/schedules/schedules.js';
import { named } from '../middleware/access-record.js';
import { caller } from '../middleware/authenticate.js';
import { checkIdParam, validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** /admin/schedules: the 일정 calendar (list a visible range, create, edit or move, delete). */
export function adminScheduleRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.scheduleNotFound));
  router.get('/', named('schedules.list'), validateQuery(scheduleRangeQuerySchema), async (_req, res) => {
    res.json({ data: await listSchedules(validatedQuery(res, scheduleRangeQuerySchema)) });
  });
  router.post('/', named('schedules.create'), validateBody(createScheduleSchema), async (req, res) => {
    const data = await createSchedule(req.body as CreateScheduleInput, caller(req).uid);
    res.status(201).json({ data });
  });
  router.get('/:id', named('schedules.get'), async (req, res) => {
    res.json({ data: await getSchedule(req.params['id'] ?? '') });
  });
  router.patch('/:id', named('schedules.update'), validateBody(updateScheduleSchema), async (req, res) => {
    const input = req.body as UpdateScheduleInput;
    res.json({ data: await updateSchedule(req.params['id'] ?? '', input, caller(req).uid) });
  });
  router.delete('/:id', named('schedules.delete'), async (req, res) => {
    await deleteSchedule(req.params['id'] ?? '', caller(req).uid);
    res.json({ data: { id: req.params['id'] ?? '' } });
  });
  return router;
}
