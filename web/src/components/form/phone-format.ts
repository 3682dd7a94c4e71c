/**
 * Hyphenates a Korean phone number as it is typed: 01012345678 → 010-1234-5678, 0212345678 →
 * 02-1234-5678, 0311234567 → 031-123-4567. Digits are grouped as they arrive (010-1234 while
 * typing), spaces and hyphens typed or pasted are regrouped ("010 1234 5678").
 *
 * Anything else (a letter, "+82") leaves the text exactly as typed: the schema then refuses it
 * with its Korean message (PRODUCT.md: refused, never guessed), rather than the field silently
 * dropping what the person typed.
 */
export function formatPhoneInput(input: string): string {
  if (!/^[\d\s-]*$/.test(input)) return input;
  const digits = input.replace(/\D/g, '');
  if (digits === '' || !digits.startsWith('0')) return digits;
  // Seoul's area code has two digits; every other one (and 010, 070) three.
  const areaLength = digits.startsWith('02') ? 2 : 3;
  const maxLength = areaLength + 8;
  const number = digits.slice(0, maxLength);
  const area = number.slice(0, areaLength);
  const rest = number.slice(areaLength);
  if (rest === '') return area;
  // 010 numbers always have a four-digit middle part (010-1234-5678); other numbers have three
  // until the last digit arrives (011-123-4567, 02-123-4567), as phone dialers group them.
  const middleLength = area === '010' || rest.length === 8 ? 4 : 3;
  if (rest.length <= middleLength) return `${area}-${rest}`;
  return `${area}-${rest.slice(0, middleLength)}-${rest.slice(middleLength)}`;
}
