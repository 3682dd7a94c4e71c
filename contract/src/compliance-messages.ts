/**
 * Sentences of the trust and compliance features (issue 15: payout account, held lines, the
 * access record's review and list) that the server says and admin screens show. Apart from
 * `messages` so the member app's first bundle does not carry them.
 */
export const complianceMessages = {
  /** Inbox and push title when a payout account changes (PRODUCT.md Trust and compliance). */
  accountChangedTitle: '정산 계좌가 변경되었습니다',
  accountChangedBody: (bank: string, masked: string) =>
    `${bank} ${masked} 계좌로 변경되었습니다. 본인이 변경하지 않았다면 즉시 관리자에게 문의해 주세요.`,
  /** The reason of a held settlement line (word for word from the issue). */
  settlementHeldAccountChanged: '계좌 변경 후 24시간 이내',
  settlementLineNotHeld: '보류된 정산 명세가 아닙니다.',
  settlementReleaseNotPrepared: '검토 대기 중인 정산에서만 보류를 해제할 수 있습니다.',
  settlementLineNotFound: '정산 명세를 찾을 수 없습니다.',
  accessReviewExists: '이미 점검을 완료한 달입니다.',
  accessReviewFuture: '아직 끝나지 않은 달은 점검할 수 없습니다.',
  /** 403 of every /api/admin call signed in without a second factor (word for word, issue 16). */
  secondFactorRequired: '추가 인증이 필요합니다.',
  secondFactorResetSelf: '자신의 2단계 인증은 초기화할 수 없습니다. 다른 관리자에게 요청해 주세요.',
  accessCursorInvalid: '목록 위치 정보가 올바르지 않습니다. 처음부터 다시 조회해 주세요.',
} as const;
