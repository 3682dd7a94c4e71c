/**
 * Every message a person can see that the API produces, in Korean. The spec's texts
 * (§5, §8) are used word for word and are marked so.
 */
export const messages = {
  /** spec §5, §8 */
  unauthenticated: '인증되지 않은 사용자입니다',
  /** spec §5, §8 */
  loginRequired: '로그인이 필요합니다',
  /** spec §5, §8 */
  noUserData: '사용자 데이터가 없습니다',
  /** spec §8 */
  userInfoFailed: '정보를 가져오는데 실패했습니다.',
  forbidden: '접근 권한이 없습니다.',
  notFound: '요청한 항목을 찾을 수 없습니다.',
  routeNotFound: '존재하지 않는 API 경로입니다.',
  profileNotFound: '회원 정보가 없습니다. 가입 절차를 먼저 완료해 주세요.',
  userNotFound: '회원을 찾을 수 없습니다.',
  ownRecordOnly: '본인 정보만 변경할 수 있습니다.',
  memberPending: '관리자 승인 후 이용할 수 있습니다.',
  memberDeactivated: '비활성화된 계정입니다. 관리자에게 문의해 주세요.',
  /** 403 of a money call by a member whose sign-up was rejected (issue 16). */
  memberRejected: '가입 신청이 반려되었습니다. 운영자에게 문의해 주세요.',
  /** 409: only a sign-up waiting for approval can be rejected. */
  userNotPending: '승인 대기 중인 회원만 반려할 수 있습니다.',
  cannotDeactivateSelf: '본인 계정은 비활성화할 수 없습니다. 다른 관리자에게 요청해 주세요.',
  profileExists: '이미 가입이 완료된 계정입니다.',
  identityEmailMissing: '이메일 정보가 있는 계정으로 로그인해 주세요.',
  rateNotSet: '환율이 아직 설정되지 않았습니다.',
  invalidBody: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  invalidPath: '요청 경로가 올바르지 않습니다.',
  /** A list's `cursor` that no page of this list gave out (edited, or from another list). */
  cursorInvalid: '목록 위치 정보가 올바르지 않습니다. 처음부터 다시 조회해 주세요.',
  bodyTooLarge: (limitKb: number) => `요청 본문이 너무 큽니다. ${limitKb}KB 이하로 보내 주세요.`,
  bodyNotJson: '요청 본문은 JSON(Content-Type: application/json, UTF-8)으로 보내 주세요.',
  bodyEncoded: '압축된 요청 본문은 받지 않습니다. 압축하지 않은 JSON으로 보내 주세요.',
  inviteCodeTaken: '이미 사용 중인 초대 코드입니다.',
  inviteCodeInvalid: '유효하지 않은 초대 코드입니다.',
  inviteCodeExpired: '만료된 초대 코드입니다.',
  inviteCodeExhausted: '사용 횟수를 초과한 초대 코드입니다.',
  inviteCodeUsedCannotDelete: '이미 사용된 초대 코드는 삭제할 수 없습니다.',
  inviteCodeNotFound: '초대 코드를 찾을 수 없습니다.',
  emailTaken: '이미 가입된 이메일입니다.',
  // Money (issue 4)
  feeRateNotSet: '정산 수수료율이 아직 설정되지 않았습니다.',
  transactionNotFound: '거래를 찾을 수 없습니다.',
  transactionNotPending: '처리 대기 중인 거래만 변경할 수 있습니다.',
  transactionAlreadyProcessed: '이미 처리된 거래입니다.',
  transactionCanceled: '취소된 거래는 처리할 수 없습니다.',
  transactionDeleted: '반려된 거래는 처리할 수 없습니다.',
  transactionNotOwn: '본인의 거래만 취소할 수 있습니다.',
  memberNotActive: '승인된 회원에게만 거래를 등록할 수 있습니다.',
  /** PRODUCT.md Lifecycle 3: money moves only for active members, whoever moves it. */
  assetsMemberNotActive: '활성 회원이 아니어서 자산을 변경할 수 없습니다.',
  balanceLimit: '잔액 한도를 초과합니다.',
  insufficientAssets: '잔액이 부족합니다.',
  recordNotFound: '처리 내역을 찾을 수 없습니다.',
  recordAlreadyReversed: '이미 취소된 처리 내역입니다.',
  recordIsReversal: '취소 내역은 다시 취소할 수 없습니다.',
  reversalWouldGoNegative: '취소하면 잔액이 0보다 작아지므로 취소할 수 없습니다.',
  idempotencyKeyRequired: '중복 처리를 막기 위한 Idempotency-Key 헤더가 필요합니다.',
  idempotencyKeyInvalid: 'Idempotency-Key 헤더 형식이 올바르지 않습니다.',
  idempotencyKeyReused: '같은 Idempotency-Key로 다른 요청을 보낼 수 없습니다.',
  idempotencyApplied: '이미 처리된 요청입니다. 목록을 새로 고쳐 결과를 확인해 주세요.',
  idempotencyInFlight: '같은 요청을 처리하고 있습니다. 잠시 후 다시 확인해 주세요.',
  settlementNotFound: '정산 배치를 찾을 수 없습니다.',
  /** A member's own settlement (정산 명세서): another member's answers the same, so ids leak nothing. */
  settlementRecordNotFound: '정산 내역을 찾을 수 없습니다.',
  settlementRunning: '정산이 진행 중입니다. 끝난 뒤 다시 준비해 주세요.',
  settlementStale: '정산 준비 이후 환율 또는 수수료율이 바뀌었습니다. 정산을 다시 준비해 주세요.',
  settlementNotPrepared: '실행할 수 있는 정산 배치가 아닙니다. 정산을 다시 준비해 주세요.',
  settlementNothingToPay: '정산할 회원이 없습니다.',
  settlementBalanceChanged: '준비 이후 잔액이 정산 금액보다 적어져 정산하지 않았습니다.',
  settlementNoAccount: '계좌 미등록',
  settlementMemberInactive: '활성 회원 아님',
  announcementNotFound: '공지사항을 찾을 수 없습니다.',
  // Schedules (issue 6)
  scheduleNotFound: '일정을 찾을 수 없습니다.',
  scheduleEndBeforeStart: '종료는 시작보다 늦어야 합니다.',
  scheduleTooLong: '일정은 1년을 넘을 수 없습니다.',
  // Push (issue 6)
  pushNoRecipients: '메시지를 받을 활성 회원이 없습니다.',
  pushMessageNotFound: '알림 메시지를 찾을 수 없습니다.',
  fcmTokenNotFound: '알림 토큰을 찾을 수 없습니다.',
  // Trust and compliance (issue 15)
  /** 401 `reauth-required`: bank or account changed without a sign-in in the last 5 minutes. */
  reauthRequired: '정산 계좌를 변경하려면 비밀번호를 다시 입력해 로그인을 확인해 주세요.',
  // The rest of issue 15's sentences are in compliance-messages.ts (the member app's first
  // bundle carries this object, and needs none of them).
  rateLimited: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  internal: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  /** spec §8: API error fallback when the response carries no message */
  apiError: (status: number) => `API 오류: ${status}`,
} as const;

export const errorCodes = [
  'unauthenticated',
  /** 401: the action needs a sign-in within the last few minutes (re-enter the password). */
  'reauth-required',
  'forbidden',
  /** 403: an admin call from a sign-in without a second factor (issue 16): enrol or sign in again. */
  'second-factor-required',
  'not-found',
  'invalid-argument',
  'conflict',
  'failed-precondition',
  'payload-too-large',
  'unsupported-media-type',
  'rate-limited',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The body of every error response. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  /** The field a validation error is about, as a dotted path. */
  field?: string;
  requestId?: string;
}
