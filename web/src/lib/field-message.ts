/**
 * parseKorean names the field before the schema's message ("반려 사유: 반려 사유를 입력해
 * 주세요."). Inside a dialog whose field is right there, a message that already names it, or one
 * about the dialog's only value ('값'), reads better without the prefix; any other message keeps
 * it ("회원: 필수 항목입니다.").
 */
export function dialogErrorMessage(message: string): string {
  const match = /^([^:]+): (.+)$/s.exec(message);
  if (!match) return message;
  const [, label = '', rest = ''] = match;
  return label === '값' || rest.includes(label) ? rest : message;
}
