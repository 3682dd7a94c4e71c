import { z } from 'zod/mini';
import { docIdSchema } from './amounts.js';
import { lineText, multilineText } from './text.js';

/**
 * 접속기록 (PRODUCT.md Trust and compliance; 개인정보의 안전성 확보조치 기준): every admin request —
 * reads included — and every change anyone makes to money, accounts, roles, rates, codes,
 * announcements and push messages leaves one entry. Written by the server only, never updated
 * or deleted by the API, sealed in hash-chained blocks (tamper evidence), kept at least 2 years.
 *
 * Every route names its action here; an admin route without a name is a test failure
 * (functions/test/api/access-log-routes.test.ts).
 */
export const accessActionLabels = {
  // Admin: members
  'users.list': '회원 목록 조회',
  'users.export': '회원 목록 다운로드',
  'users.get': '회원 상세 조회',
  'users.update': '회원 정보 수정',
  'users.activate': '회원 승인·활성화',
  'users.deactivate': '회원 비활성화',
  'users.reject': '가입 반려',
  'users.secondFactor.reset': '2단계 인증 초기화',
  'roles.grant': '관리자 권한 부여',
  'roles.revoke': '관리자 권한 회수',
  // Admin: invite codes
  'invites.list': '초대 코드 조회',
  'invites.create': '초대 코드 생성',
  'invites.delete': '초대 코드 삭제',
  // Admin: dashboard and rates
  'dashboard.view': '대시보드 조회',
  'rates.view': '환율·수수료율 조회',
  'rates.exchange.update': '환율 변경',
  'rates.fee.update': '수수료율 변경',
  'assetUnit.view': '자산 단위 조회',
  'assetUnit.update': '자산 단위 변경',
  // Admin: transactions
  'transactions.list': '거래 목록 조회',
  'transactions.export': '거래 목록 다운로드',
  'transactions.create': '거래 대리 등록',
  'transactions.process': '거래 처리·반려',
  'transactions.reject': '거래 반려',
  // Admin: ledger and settlement
  'ledger.list': '처리 내역 조회',
  'ledger.export': '처리 내역 다운로드',
  'ledger.adjust': '자산 조정',
  'ledger.reverse': '처리 내역 취소',
  'ledger.memo': '처리 내역 메모 수정',
  'settlement.view': '정산 조회',
  'settlement.lines': '정산 명세 조회',
  'settlement.batches': '정산 내역 조회',
  'settlement.batch': '정산 배치 조회',
  'settlement.export': '정산 명세 다운로드',
  'settlement.prepare': '정산 준비',
  'settlement.execute': '정산 실행',
  'settlement.release': '정산 보류 해제',
  // Admin: approval requests (four eyes on money; the money routes above record the request)
  'approvals.list': '승인 요청 조회',
  'approvals.approve': '승인 요청 승인',
  'approvals.reject': '승인 요청 거절',
  'approvals.withdraw': '승인 요청 철회',
  // Admin: announcements, schedules, push
  'announcements.list': '공지사항 목록 조회',
  'announcements.get': '공지사항 조회',
  'announcements.create': '공지사항 등록',
  'announcements.update': '공지사항 수정',
  'announcements.delete': '공지사항 삭제',
  'schedules.list': '일정 목록 조회',
  'schedules.get': '일정 조회',
  'schedules.create': '일정 등록',
  'schedules.update': '일정 수정',
  'schedules.delete': '일정 삭제',
  'schedules.runDue': '예약 작업 실행',
  'push.list': '푸시 메시지 조회',
  'push.send': '푸시 메시지 발송',
  // Admin: the access record itself
  'audit.list': '접속 기록 조회',
  'audit.verify': '접속 기록 위변조 검사',
  'audit.reviews': '월간 점검 조회',
  'audit.review': '월간 점검 완료',
  // An /admin request refused before any route ran (not an admin, or no such path).
  'admin.refused': '관리자 요청 거부',
  // Members' own changes to money and accounts
  'member.register': '회원 가입',
  'member.profile.update': '내 정보 수정',
  'member.deactivate': '회원 탈퇴',
  'member.transactions.create': '거래 등록',
  'member.transactions.cancel': '거래 취소',
} as const;

export type AccessAction = keyof typeof accessActionLabels;
export const accessActions = Object.keys(accessActionLabels) as [AccessAction, ...AccessAction[]];
export const accessActionSchema = z.enum(accessActions);

/** Who did it: an admin, a member, or `npm run admin:grant` on an operator's machine. */
export const accessActorRoles = ['admin', 'user', 'cli'] as const;
export type AccessActorRole = (typeof accessActorRoles)[number];

// The download reason lives in its own small module: the member app's bundle imports the list
// schemas that carry it, and must not carry the access record's labels with it.
export {
  EXPORT_REASON_MIN,
  EXPORT_REASON_REQUIRED,
  exportFields,
  exportReasonSchema,
  reasonForCsv,
} from './export-reason.js';

/** One entry as the API returns it. */
export const accessEntrySchema = z.object({
  id: z.string(),
  /** ISO datetime: when Firestore committed the entry. */
  at: z.string(),
  actor: z.object({
    uid: z.string(),
    email: z.string(),
    role: z.enum(accessActorRoles),
  }),
  /** The client address as the API sees it behind Hosting (TRUST_PROXY_HOPS). */
  ip: z.string(),
  userAgent: z.string(),
  action: accessActionSchema,
  method: z.string(),
  /** The request path without the query. */
  path: z.string(),
  /** Members whose data the request touched: for a list, the ids shown. */
  subjects: z.array(z.string()),
  /** For an export: how many members' rows, the filter used and the operator's reason. */
  export: z.nullable(
    z.object({
      count: z.number().check(z.int()),
      filter: z.record(z.string(), z.string()),
      reason: z.string(),
    }),
  ),
  /** Short facts of the action (e.g. `accountDecrypted: true`, the new status). */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** The HTTP status the request was answered with. */
  status: z.number().check(z.int()),
  requestId: z.string(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

// A datetime's own format check would run before any other: the text policy goes in front.
const isoDateTime = () => z.pipe(lineText({ trim: false }), z.iso.datetime({ offset: true }));

/** Date range presets of the screen (Asia/Seoul days). */
export { accessRangePresets } from './export-reason.js';

/** GET /admin/auditLog: newest first, cursor paging (the log is never read whole). */
export const accessLogQuerySchema = z.strictObject({
  actor: z.optional(docIdSchema),
  subject: z.optional(docIdSchema),
  action: z.optional(accessActionSchema),
  /** ISO datetimes, inclusive. */
  from: z.optional(isoDateTime()),
  to: z.optional(isoDateTime()),
  /** The `nextCursor` of the previous page. */
  cursor: z.optional(lineText({ max: 200 })),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
});
export type AccessLogQuery = z.output<typeof accessLogQuerySchema>;

export const accessLogPageSchema = z.object({
  items: z.array(accessEntrySchema),
  /** null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;

/** What `npm run audit:access` and GET /admin/auditLog/verify find. */
export const accessProblemKinds = ['edited', 'deleted', 'inserted', 'block-edited', 'chain-broken'] as const;
export const accessVerifySchema = z.object({
  ok: z.boolean(),
  blocks: z.number().check(z.int()),
  /** Sealed entries checked. */
  entries: z.number().check(z.int()),
  /** Entries newer than the last block (sealed by the next run of the job). */
  unsealed: z.number().check(z.int()),
  /** The first entry (or block) that does not fit; null when everything fits. */
  problem: z.nullable(
    z.object({
      kind: z.enum(accessProblemKinds),
      blockSeq: z.number().check(z.int()),
      /** null when the problem is the block itself. */
      entryId: z.nullable(z.string()),
      /** Korean, for the screen. */
      message: z.string(),
    }),
  ),
  durationMs: z.number(),
});
export type AccessVerifyResult = z.infer<typeof accessVerifySchema>;

/** A calendar month in Asia/Seoul, `2026-11`. */
export const monthSchema = lineText({ trim: false }).check(
  z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, '월을 YYYY-MM 형식으로 입력해 주세요.'),
);

/** POST /admin/auditLog/reviews: an admin marks a month reviewed (월 1회 점검). */
export const accessReviewSchema = z.strictObject({
  month: monthSchema,
  note: multilineText({ max: 1000 }).check(z.minLength(1, '점검 내용을 입력해 주세요.')),
});
export type AccessReviewInput = z.output<typeof accessReviewSchema>;

export const accessHintKinds = ['bulk-export', 'night-access', 'many-details'] as const;
export const accessHintSchema = z.object({
  kind: z.enum(accessHintKinds),
  /** Korean, e.g. "심야(00–06시) 접근 12건". */
  message: z.string(),
  count: z.number().check(z.int()),
  /** The operator the hint is about, where it is about one. */
  actorEmail: z.nullable(z.string()),
});
export type AccessHint = z.infer<typeof accessHintSchema>;

export const accessMonthSchema = z.object({
  month: z.string(),
  entries: z.number().check(z.int()),
  reviewed: z.nullable(z.object({ by: z.string(), byEmail: z.string(), at: z.string(), note: z.string() })),
  hints: z.array(accessHintSchema),
});
export type AccessMonth = z.infer<typeof accessMonthSchema>;

/** GET /admin/auditLog/reviews: the last 12 months, newest first. */
export const accessReviewsSchema = z.object({ months: z.array(accessMonthSchema) });
export type AccessReviews = z.infer<typeof accessReviewsSchema>;
