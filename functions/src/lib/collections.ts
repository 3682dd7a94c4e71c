/** Firestore collection and document names, in one place. */
export const collections = {
  users: 'users',
  inviteCodes: 'inviteCodes',
  settings: 'settings',
  transactions: 'transactions',
  /** The ledger: one immutable entry per change of a member's assets. */
  processingRecords: 'processingRecords',
  /** Every change of the exchange and fee rates (value, who, when). */
  rateHistory: 'rateHistory',
  /** Every change of the asset unit (label, who, when). */
  assetUnitHistory: 'assetUnitHistory',
  settlementBatches: 'settlementBatches',
  /** Subcollection of a settlement batch: one line per member. */
  settlementLines: 'lines',
  idempotencyKeys: 'idempotencyKeys',
  /** Sent push messages (admin history); creating one triggers the FCM fan-out. */
  pushMessages: 'pushMessages',
  /** `pushDeliveries/{messageId}`: the fan-out's claim, so a message is sent at most once. */
  pushDeliveries: 'pushDeliveries',
  /** Subcollection of a member: `users/{uid}/inbox/{messageId}`. */
  inbox: 'inbox',
  /** Subcollection of a member: `users/{uid}/fcmTokens/{sha256(token)}`. */
  fcmTokens: 'fcmTokens',
  /** Emulators only: what the recording push sender "sent" (tests and journeys read it). */
  pushRecorder: '_pushRecorder',
  /** 공지사항: plain-text notices admins publish to members. */
  announcements: 'announcements',
  /** 일정: calendar events; the scheduled job fires each once when it falls due. */
  schedules: 'schedules',
  /** `scheduleFirings/{scheduleId}_{startMillis}`: the job's claim, so a schedule fires once. */
  scheduleFirings: 'scheduleFirings',
  /** 접속기록: one entry per admin request and per change to money, accounts, roles … (issue 15). */
  accessLog: 'accessLog',
  /** Hash-chained blocks sealing the access record: `accessLogBlocks/{seq, 12 digits}`. */
  accessLogBlocks: 'accessLogBlocks',
  /** `accessReviews/{YYYY-MM}`: an admin's monthly review of the access record. */
  accessReviews: 'accessReviews',
  /** Subcollection of a member: `users/{uid}/accountChanges/{id}`, masked old and new. */
  accountChanges: 'accountChanges',
  /** 승인 요청: a money operation one admin requested and another must approve (issue 16). */
  approvals: 'approvals',
} as const;

export const settingsDocs = {
  exchangeRate: 'exchangeRate',
  feeRate: 'feeRate',
  /** `{ unit, updatedAt, updatedBy }`: the label after every asset amount; absent means 'P'. */
  assetUnit: 'assetUnit',
  /** `{ currentBatchId }`: the one prepared or executing (or last completed) settlement batch. */
  settlement: 'settlement',
} as const;
