/**
 * The Korean for an amount the contract's amount schemas (amounts.ts) refused, one rule at a
 * time. Worded here, not in amounts.ts, because validation.ts is loaded only by forms and the
 * API, while amounts.ts comes with every page that reads an amount (the first-route budget).
 */
/** What is wrong with an amount as typed, one rule at a time (PRODUCT.md, The member's app). */
export const amountMessages = {
  notNumber: '숫자만 입력해 주세요. (예: 1,234.56)',
  decimals: '소수점 아래 두 자리까지 입력할 수 있습니다.',
  commas: '쉼표는 세 자리마다 넣어 주세요. (예: 1,234.56)',
  tooLarge: '입력할 수 있는 금액보다 큽니다.',
  format: '숫자로 입력해 주세요. (예: 1,234.56)',
} as const;

/**
 * Which rule an amount parseHundredths refused breaks, so the person reads the one thing to fix
 * ("1.234" → decimals, "1,5" → commas, "1만" → notNumber) rather than every rule at once.
 */
export function amountFormatMessage(input: number | string): string {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^-?[\d,.]*$/.test(text)) return amountMessages.notNumber;
  if (/\.\d{3,}$/.test(text)) return amountMessages.decimals;
  if (text.includes(',') && /^-?[\d,]+(\.\d{0,2})?$/.test(text)) return amountMessages.commas;
  if (/^-?\d{1,3}(,\d{3})*(\.\d{1,2})?$|^-?\d+(\.\d{1,2})?$/.test(text)) return amountMessages.tooLarge;
  return amountMessages.format;
}
