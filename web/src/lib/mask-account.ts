/**
 * PRODUCT.md Korean conventions: bank accounts are masked in lists except to admins. Every digit
 * but the last four becomes '*' and hyphens stay where they are, so the member still recognises
 * the account: '110-123-456789' → '***-***-**6789'. A short number keeps at most half its digits.
 */
export function maskAccount(account: string): string {
  const trimmed = account.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  let visible = Math.min(4, Math.floor(digits / 2));
  let masked = '';
  for (let i = trimmed.length - 1; i >= 0; i -= 1) {
    const char = trimmed.charAt(i);
    if (/\d/.test(char)) {
      masked = (visible > 0 ? char : '*') + masked;
      visible -= 1;
    } else {
      masked = char + masked;
    }
  }
  return masked;
}
