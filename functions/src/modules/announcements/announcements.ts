import type {
  Announcement,
  CreateAnnouncementInput,
  UpdateAnnouncementInput,
} from '@settle/contract/announcements';
import { messages } from '@settle/contract/messages';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { announcementTokens, toAnnouncementDto, type AnnouncementRecord } from './announcement-record.js';

const announcements = () => db().collection(collections.announcements);

const notFound = () => new AppError('not-found', messages.announcementNotFound);

/** A path id Firestore accepts as a document id ('', '.', '..', '__x__' and slashes are not). */
function refOf(id: string) {
  if (id === '' || id === '.' || id === '..' || id.includes('/') || /^__.*__$/.test(id) || id.length > 128)
    throw notFound();
  return announcements().doc(id);
}

/** GET /announcements/{id}: a member opens a published one; a hidden or missing one is 404. */
export async function getPublishedAnnouncement(id: string): Promise<Announcement> {
  const snap = await refOf(id).get();
  const record = snap.data() as AnnouncementRecord | undefined;
  if (!record?.published) throw notFound();
  return toAnnouncementDto(snap.id, record);
}

/** GET /admin/announcements/{id}: any one, published or not. */
export async function getAnnouncement(id: string): Promise<Announcement> {
  const snap = await refOf(id).get();
  if (!snap.exists) throw notFound();
  return toAnnouncementDto(snap.id, snap.data() as AnnouncementRecord);
}

export async function createAnnouncement(
  input: CreateAnnouncementInput,
  actorUid: string,
): Promise<Announcement> {
  const now = Timestamp.now();
  const record: AnnouncementRecord = {
    ...input,
    createdAt: now,
    updatedAt: now,
    createdBy: actorUid,
    updatedBy: actorUid,
    ...announcementTokens(input),
  };
  const ref = announcements().doc();
  await ref.set(record);
  logger.info('announcement.created', {
    announcementId: ref.id,
    actor: actorUid,
    published: input.published,
  });
  return toAnnouncementDto(ref.id, record);
}

export async function updateAnnouncement(
  id: string,
  input: UpdateAnnouncementInput,
  actorUid: string,
): Promise<Announcement> {
  const ref = refOf(id);
  const record = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    const current = snap.data() as AnnouncementRecord;
    const changes = {
      ...input,
      ...announcementTokens({ title: input.title ?? current.title, body: input.body ?? current.body }),
      updatedAt: Timestamp.now(),
      updatedBy: actorUid,
    };
    tx.update(ref, changes);
    return { ...current, ...changes };
  });
  logger.info('announcement.updated', { announcementId: id, actor: actorUid, fields: Object.keys(input) });
  return toAnnouncementDto(id, record);
}

/**
 * DELETE /admin/announcements/{id}: a hard delete. A notice carries no money and nothing refers
 * to it, so there is no history to keep; an admin who only wants to hide one unpublishes it
 * (published: false) instead, which members then no longer see.
 */
export async function deleteAnnouncement(id: string, actorUid: string): Promise<void> {
  const ref = refOf(id);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    tx.delete(ref);
  });
  logger.info('announcement.deleted', { announcementId: id, actor: actorUid });
}
