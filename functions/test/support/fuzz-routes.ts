/**
 * The fuzz test's declaration of every API route: who calls it, the contract schemas of its
 * body and query, and the schema of its success payload. `registeredRoutes` lists what the
 * Express app really registers, so a route without a declaration here fails the test.
 */
import { z } from 'zod/mini';
import {
  accessLogPageSchema,
  accessLogQuerySchema,
  accessMonthSchema,
  accessReviewSchema,
  accessReviewsSchema,
  accessVerifySchema,
} from '@settle/contract/access-log';
import {
  adminUserDetailSchema,
  adminUserSchema,
  adminUpdateUserSchema,
  adminUserListQuerySchema,
  rejectUserSchema,
  secondFactorResetSchema,
} from '@settle/contract/admin-users';
import {
  adminAnnouncementListQuerySchema,
  announcementListQuerySchema,
  announcementSchema,
  createAnnouncementSchema,
  updateAnnouncementSchema,
} from '@settle/contract/announcements';
import { assetUnitWithHistorySchema, setAssetUnitSchema } from '@settle/contract/asset-unit';
import { adminDashboardSchema, memberDashboardSchema } from '@settle/contract/dashboard';
import {
  createInviteCodeSchema,
  inviteCodeListQuerySchema,
  inviteCodeSchema,
  validateInviteCodeSchema,
} from '@settle/contract/invites';
import {
  adjustmentSchema,
  processingRecordSchema,
  reverseRecordsSchema,
  updateRecordMemoSchema,
} from '@settle/contract/ledger';
import { adminProcessingRecordListQuerySchema } from '@settle/contract/admin-lists';
import {
  approvalListQuerySchema,
  approvalSchema,
  emptyApprovalBodySchema,
  rejectApprovalSchema,
} from '@settle/contract/approvals';
import {
  processingRecordListQuerySchema,
  processingRecordListSchema,
  transactionListQuerySchema,
  transactionListSchema,
} from '@settle/contract/member-lists';
import { pageSchema } from '@settle/contract/paging';
import {
  fcmTokenSchema,
  inboxMessageSchema,
  inboxPageSchema,
  markReadSchema,
  pushListQuerySchema,
  pushMessageSchema,
  registerFcmTokenSchema,
  sendPushMessageSchema,
} from '@settle/contract/push';
import {
  exchangeRateSchema,
  rateWithHistorySchema,
  setExchangeRateSchema,
  setFeeRateSchema,
} from '@settle/contract/rates';
import { scheduleRunResultSchema, scheduleSchema } from '@settle/contract/schedules';
import {
  createScheduleSchema,
  scheduleRangeQuerySchema,
  updateScheduleSchema,
} from '@settle/contract/admin-schedules';
import {
  executeSettlementSchema,
  prepareSettlementSchema,
  releaseSettlementLineSchema,
  settlementBatchSchema,
} from '@settle/contract/settlement';
import {
  settlementBatchListQuerySchema,
  settlementBatchPageSchema,
  settlementLineListQuerySchema,
  settlementLinePageSchema,
} from '@settle/contract/admin-lists';
import { settlementStatementSchema } from '@settle/contract/settlement-statement';
import {
  adminCreateTransactionSchema,
  cancelTransactionSchema,
  createTransactionSchema,
  processTransactionSchema,
  rejectTransactionSchema,
  transactionSchema,
} from '@settle/contract/transactions';
import { adminTransactionListQuerySchema } from '@settle/contract/admin-lists';
import { userSchema } from '@settle/contract/users';
import { registerIdentitySchema, registerSchema, updateProfileSchema } from '@settle/contract/member-profile';

/** The accounts and documents of a fuzz run that routes take as `:id`. */
export interface FuzzWorld {
  admin: FuzzAccount;
  member: FuzzAccount;
  victim: FuzzAccount;
  newcomer: FuzzAccount;
  inviteCode: string;
  transactionId: string;
  recordId: string;
  announcementId: string;
  scheduleId: string;
  batchId: string;
  /** A pending approval request (four eyes) made by the world's admin. */
  approvalId: string;
  inboxId: string;
  fcmTokenId: string;
}

interface FuzzAccount {
  uid: string;
}

// ---------------------------------------------------------------------------------------------
// The routes: what each takes, who calls it and what its success carries
// ---------------------------------------------------------------------------------------------

export type Method = 'get' | 'post' | 'patch' | 'delete';
export type Caller = 'public' | 'newcomer' | 'member' | 'admin';
export type RouteClass = 'public' | 'member' | 'admin';

export interface RouteSpec {
  method: Method;
  /** As Express registers it, under /api. */
  path: string;
  callers: Caller[];
  /** The body schema, per caller when it differs (register). */
  body?: z.ZodMiniType | ((caller: Caller) => z.ZodMiniType);
  query?: z.ZodMiniType;
  /** The success payload (`data`), where the contract has a schema. */
  data?: z.ZodMiniType;
  idempotent?: boolean;
  /** Real ids for `:id` (junk ones are added). */
  ids?: (w: FuzzWorld) => string[];
  /** Also count Auth accounts (register creates one). */
  auth?: boolean;
}

const idOnly = z.object({ id: z.string() });
const ADMIN = ['admin'] as Caller[];
const MEMBER = ['member'] as Caller[];

export const routes: RouteSpec[] = [
  // Public sign-up
  {
    method: 'post',
    path: '/api/users/validateInviteCode',
    callers: ['public'],
    body: validateInviteCodeSchema,
    data: z.object({ valid: z.literal(true), code: z.string() }),
  },
  {
    method: 'post',
    path: '/api/users/register',
    callers: ['public', 'newcomer'],
    body: (caller) => (caller === 'newcomer' ? registerIdentitySchema : registerSchema),
    data: userSchema,
    auth: true,
  },
  // Member
  { method: 'get', path: '/api/main/exchangeRate', callers: MEMBER, data: exchangeRateSchema },
  { method: 'get', path: '/api/main/dashboardData', callers: MEMBER, data: memberDashboardSchema },
  {
    method: 'post',
    path: '/api/users/fcmToken',
    callers: MEMBER,
    body: registerFcmTokenSchema,
    data: fcmTokenSchema,
  },
  {
    method: 'delete',
    path: '/api/users/fcmToken/:id',
    callers: MEMBER,
    data: z.object({ id: z.string() }),
    ids: (w) => [w.fcmTokenId],
  },
  { method: 'get', path: '/api/users/me', callers: MEMBER, data: userSchema },
  { method: 'patch', path: '/api/users/me', callers: MEMBER, body: updateProfileSchema, data: userSchema },
  {
    method: 'patch',
    path: '/api/users/:id',
    callers: MEMBER,
    body: updateProfileSchema,
    data: userSchema,
    ids: (w) => [w.member.uid, w.victim.uid],
  },
  // Only others' ids: deleting one's own record would deactivate the fuzzing member.
  { method: 'delete', path: '/api/users/:id', callers: MEMBER, data: userSchema, ids: (w) => [w.victim.uid] },
  {
    method: 'get',
    path: '/api/transactions',
    callers: MEMBER,
    query: transactionListQuerySchema,
    data: transactionListSchema,
  },
  {
    method: 'get',
    path: '/api/transactions/:id',
    callers: MEMBER,
    data: transactionSchema,
    ids: (w) => [w.transactionId],
  },
  {
    method: 'post',
    path: '/api/transactions',
    callers: MEMBER,
    body: createTransactionSchema,
    data: transactionSchema,
    idempotent: true,
  },
  {
    method: 'patch',
    path: '/api/transactions/:id',
    callers: MEMBER,
    body: cancelTransactionSchema,
    data: transactionSchema,
    idempotent: true,
    ids: (w) => [w.transactionId],
  },
  {
    method: 'get',
    path: '/api/processingRecords',
    callers: MEMBER,
    query: processingRecordListQuerySchema,
    data: processingRecordListSchema,
  },
  {
    method: 'get',
    path: '/api/settlements/:id',
    callers: MEMBER,
    data: settlementStatementSchema,
    // The member's own ledger entry, but a credit: the same 404 as another member's.
    ids: (w) => [w.recordId],
  },
  {
    method: 'get',
    path: '/api/settlements/:id/statement.pdf',
    callers: MEMBER,
    ids: (w) => [w.recordId],
  },
  {
    method: 'get',
    path: '/api/push/message',
    callers: MEMBER,
    query: pushListQuerySchema,
    data: inboxPageSchema,
  },
  {
    method: 'patch',
    path: '/api/push/message/readAll',
    callers: MEMBER,
    data: z.object({ updated: z.number().check(z.int()) }),
  },
  {
    method: 'patch',
    path: '/api/push/message/:id',
    callers: MEMBER,
    body: markReadSchema,
    data: inboxMessageSchema,
    ids: (w) => [w.inboxId],
  },
  {
    method: 'get',
    path: '/api/announcements',
    callers: MEMBER,
    query: announcementListQuerySchema,
    data: pageSchema(announcementSchema),
  },
  {
    method: 'get',
    path: '/api/announcements/:id',
    callers: MEMBER,
    data: announcementSchema,
    ids: (w) => [w.announcementId],
  },
  // Admin: members and invite codes
  {
    method: 'get',
    path: '/api/admin/users',
    callers: ADMIN,
    query: adminUserListQuerySchema,
    data: pageSchema(adminUserSchema),
  },
  {
    method: 'get',
    path: '/api/admin/users/:id',
    callers: ADMIN,
    data: adminUserDetailSchema,
    ids: (w) => [w.member.uid, w.victim.uid],
  },
  {
    method: 'patch',
    path: '/api/admin/users/:id',
    callers: ADMIN,
    body: adminUpdateUserSchema,
    data: adminUserSchema,
    ids: (w) => [w.member.uid, w.victim.uid],
  },
  {
    method: 'patch',
    path: '/api/admin/users/:id/activate',
    callers: ADMIN,
    data: adminUserSchema,
    ids: (w) => [w.victim.uid],
  },
  // The victim is active: a valid reason meets 409, never a rejection of the fuzzing member.
  {
    method: 'post',
    path: '/api/admin/users/:id/reject',
    callers: ADMIN,
    body: rejectUserSchema,
    data: adminUserSchema,
    ids: (w) => [w.victim.uid],
  },
  // The victim and the admin themself (refused); never the fuzzing member, whose sessions it
  // would end (the reset revokes refresh tokens).
  {
    method: 'post',
    path: '/api/admin/users/:id/secondFactor/reset',
    callers: ADMIN,
    data: secondFactorResetSchema,
    ids: (w) => [w.victim.uid, w.admin.uid],
  },
  // The victim and the admin themself (refused); never the fuzzing member.
  {
    method: 'delete',
    path: '/api/admin/users/:id',
    callers: ADMIN,
    data: adminUserSchema,
    ids: (w) => [w.victim.uid, w.admin.uid],
  },
  {
    method: 'post',
    path: '/api/admin/users/inviteCode',
    callers: ADMIN,
    body: createInviteCodeSchema,
    data: inviteCodeSchema,
  },
  {
    method: 'get',
    path: '/api/admin/users/inviteCode',
    callers: ADMIN,
    query: inviteCodeListQuerySchema,
    data: pageSchema(inviteCodeSchema),
  },
  {
    method: 'delete',
    path: '/api/admin/users/inviteCode/:id',
    callers: ADMIN,
    data: idOnly,
    ids: (w) => [w.inviteCode, w.inviteCode.toLowerCase()],
  },
  // Admin: dashboard and rates
  { method: 'get', path: '/api/admin/main', callers: ADMIN, data: adminDashboardSchema },
  { method: 'get', path: '/api/admin/main/exchangeRate', callers: ADMIN, data: rateWithHistorySchema },
  {
    method: 'post',
    path: '/api/admin/main/exchangeRate',
    callers: ADMIN,
    body: setExchangeRateSchema,
    data: approvalSchema,
    idempotent: true,
  },
  { method: 'get', path: '/api/admin/main/assetUnit', callers: ADMIN, data: assetUnitWithHistorySchema },
  {
    method: 'post',
    path: '/api/admin/main/assetUnit',
    callers: ADMIN,
    body: setAssetUnitSchema,
    data: assetUnitWithHistorySchema,
  },
  { method: 'get', path: '/api/admin/main/settlementFeeRate', callers: ADMIN, data: rateWithHistorySchema },
  {
    method: 'post',
    path: '/api/admin/main/settlementFeeRate',
    callers: ADMIN,
    body: setFeeRateSchema,
    data: approvalSchema,
    idempotent: true,
  },
  // Admin: transactions
  {
    method: 'get',
    path: '/api/admin/transactions',
    callers: ADMIN,
    query: adminTransactionListQuerySchema,
    data: pageSchema(transactionSchema),
  },
  {
    method: 'post',
    path: '/api/admin/transactions',
    callers: ADMIN,
    body: adminCreateTransactionSchema,
    data: transactionSchema,
    idempotent: true,
  },
  {
    method: 'patch',
    path: '/api/admin/transactions/:id',
    callers: ADMIN,
    body: processTransactionSchema,
    data: transactionSchema,
    idempotent: true,
    ids: (w) => [w.transactionId],
  },
  {
    method: 'delete',
    path: '/api/admin/transactions/:id',
    callers: ADMIN,
    body: rejectTransactionSchema,
    data: transactionSchema,
    idempotent: true,
    ids: (w) => [w.transactionId],
  },
  // Admin: ledger and settlement
  {
    method: 'get',
    path: '/api/admin/processingRecords/settlementAll',
    callers: ADMIN,
    data: z.object({ batch: z.nullable(settlementBatchSchema) }),
  },
  {
    method: 'get',
    path: '/api/admin/processingRecords/settlementAll/lines',
    callers: ADMIN,
    query: settlementLineListQuerySchema,
    data: settlementLinePageSchema,
  },
  {
    method: 'get',
    path: '/api/admin/processingRecords/settlementAll/batches',
    callers: ADMIN,
    query: settlementBatchListQuerySchema,
    data: settlementBatchPageSchema,
  },
  {
    method: 'get',
    path: '/api/admin/processingRecords/settlementAll/batches/:id',
    callers: ADMIN,
    data: settlementBatchSchema,
    ids: (w) => [w.batchId],
  },
  {
    method: 'post',
    path: '/api/admin/processingRecords/settlementAll/prepare',
    callers: ADMIN,
    body: prepareSettlementSchema,
    data: settlementBatchSchema,
    idempotent: true,
  },
  {
    method: 'post',
    path: '/api/admin/processingRecords/settlementAll/execute',
    callers: ADMIN,
    body: executeSettlementSchema,
    data: approvalSchema,
    idempotent: true,
  },
  {
    method: 'post',
    path: '/api/admin/processingRecords/settlementAll/lines/:userId/release',
    callers: ADMIN,
    body: releaseSettlementLineSchema,
    data: approvalSchema,
    idempotent: true,
    ids: (w) => [w.member.uid, w.victim.uid],
  },
  {
    method: 'get',
    path: '/api/admin/processingRecords',
    callers: ADMIN,
    query: adminProcessingRecordListQuerySchema,
    data: pageSchema(processingRecordSchema),
  },
  {
    method: 'post',
    path: '/api/admin/processingRecords',
    callers: ADMIN,
    body: adjustmentSchema,
    data: approvalSchema,
    idempotent: true,
  },
  {
    method: 'delete',
    path: '/api/admin/processingRecords',
    callers: ADMIN,
    body: reverseRecordsSchema,
    data: approvalSchema,
    idempotent: true,
  },
  {
    method: 'patch',
    path: '/api/admin/processingRecords/:id',
    callers: ADMIN,
    body: updateRecordMemoSchema,
    data: processingRecordSchema,
    ids: (w) => [w.recordId],
  },
  // Admin: push, announcements, schedules
  {
    method: 'get',
    path: '/api/admin/push/message',
    callers: ADMIN,
    query: pushListQuerySchema,
    data: pageSchema(pushMessageSchema),
  },
  {
    method: 'post',
    path: '/api/admin/push/message',
    callers: ADMIN,
    body: sendPushMessageSchema,
    data: pushMessageSchema,
    idempotent: true,
  },
  {
    method: 'get',
    path: '/api/admin/announcements',
    callers: ADMIN,
    query: adminAnnouncementListQuerySchema,
    data: pageSchema(announcementSchema),
  },
  {
    method: 'post',
    path: '/api/admin/announcements',
    callers: ADMIN,
    body: createAnnouncementSchema,
    data: announcementSchema,
  },
  {
    method: 'get',
    path: '/api/admin/announcements/:id',
    callers: ADMIN,
    data: announcementSchema,
    ids: (w) => [w.announcementId],
  },
  {
    method: 'patch',
    path: '/api/admin/announcements/:id',
    callers: ADMIN,
    body: updateAnnouncementSchema,
    data: announcementSchema,
    ids: (w) => [w.announcementId],
  },
  {
    method: 'delete',
    path: '/api/admin/announcements/:id',
    callers: ADMIN,
    data: idOnly,
    ids: (w) => [w.announcementId],
  },
  { method: 'post', path: '/api/admin/schedules/runDue', callers: ADMIN, data: scheduleRunResultSchema },
  {
    method: 'get',
    path: '/api/admin/auditLog',
    callers: ADMIN,
    query: accessLogQuerySchema,
    data: accessLogPageSchema,
  },
  // Admin: approval requests (four eyes); the world's request was made by its one admin, so an
  // approve or reject by that admin is refused (403) and a withdraw may succeed.
  {
    method: 'get',
    path: '/api/admin/approvals',
    callers: ADMIN,
    query: approvalListQuerySchema,
    data: pageSchema(approvalSchema),
  },
  {
    method: 'post',
    path: '/api/admin/approvals/:id/approve',
    callers: ADMIN,
    body: emptyApprovalBodySchema,
    data: approvalSchema,
    ids: (w) => [w.approvalId],
  },
  {
    method: 'post',
    path: '/api/admin/approvals/:id/reject',
    callers: ADMIN,
    body: rejectApprovalSchema,
    data: approvalSchema,
    ids: (w) => [w.approvalId],
  },
  {
    method: 'post',
    path: '/api/admin/approvals/:id/withdraw',
    callers: ADMIN,
    body: emptyApprovalBodySchema,
    data: approvalSchema,
    ids: (w) => [w.approvalId],
  },
  { method: 'get', path: '/api/admin/auditLog/verify', callers: ADMIN, data: accessVerifySchema },
  { method: 'get', path: '/api/admin/auditLog/reviews', callers: ADMIN, data: accessReviewsSchema },
  {
    method: 'post',
    path: '/api/admin/auditLog/reviews',
    callers: ADMIN,
    body: accessReviewSchema,
    data: accessMonthSchema,
  },
  {
    method: 'get',
    path: '/api/admin/schedules',
    callers: ADMIN,
    query: scheduleRangeQuerySchema,
    data: z.array(scheduleSchema),
  },
  {
    method: 'post',
    path: '/api/admin/schedules',
    callers: ADMIN,
    body: createScheduleSchema,
    data: scheduleSchema,
  },
  {
    method: 'get',
    path: '/api/admin/schedules/:id',
    callers: ADMIN,
    data: scheduleSchema,
    ids: (w) => [w.scheduleId],
  },
  {
    method: 'patch',
    path: '/api/admin/schedules/:id',
    callers: ADMIN,
    body: updateScheduleSchema,
    data: scheduleSchema,
    ids: (w) => [w.scheduleId],
  },
  {
    method: 'delete',
    path: '/api/admin/schedules/:id',
    callers: ADMIN,
    data: idOnly,
    ids: (w) => [w.scheduleId],
  },
];

export const routeName = (r: Pick<RouteSpec, 'method' | 'path'>) => `${r.method.toUpperCase()} ${r.path}`;
export const classOf = (r: RouteSpec): RouteClass =>
  r.path.startsWith('/api/admin/') ? 'admin' : r.callers.includes('member') ? 'member' : 'public';
