/**
 * 개인정보 수집·이용 동의 (개인정보 보호법 제15조, 제22조): the text a person agrees to at sign-up
 * (`/register`), in one place: the form shows it, the browser journeys read it, and a change to
 * it is a change to what members agreed to. The law asks to tell the items collected, the
 * purpose, how long they are kept, and that the person may refuse and what refusing costs.
 */
export const privacyConsent = {
  /** The checkbox: required for sign-up (registerSchema's consent is `true` only). */
  title: '개인정보 수집·이용 동의',
  required: '[필수]',
  sections: [
    { heading: '수집 항목', body: '이메일, 이름, 휴대폰 번호, 은행, 계좌번호' },
    { heading: '수집·이용 목적', body: '회원 관리, 거래 등록·처리, 정산금 지급, 공지·알림' },
    {
      heading: '보유·이용 기간',
      body: '회원 탈퇴 시까지 보유·이용합니다. 단, 관계 법령이 정한 기간(예: 전자상거래법 5년) 동안은 해당 법령에 따라 보관합니다.',
    },
    {
      heading: '동의를 거부할 권리',
      body: '개인정보 수집·이용에 동의하지 않을 수 있습니다. 다만 동의하지 않으면 회원가입이 제한됩니다.',
    },
  ],
} as const;
