import { hundredthsToNumber } from '@settle/contract/money';
import { setExchangeRateSchema, setFeeRateSchema } from '@settle/contract/rates';
import { parseKorean, type KoreanParseResult } from '@settle/contract/validation';

export type RateKind = 'exchangeRate' | 'feeRate';

/** The POST body: the decimal value back from the schema's integer (hundredths, basis points). */
export type RateBody = { value: number; reason?: string };

/**
 * The 변경 dialog's input ("1,350.25", "3.5") checked with the API's own schema, so its
 * Korean messages are the ones shown (0보다 큰 환율…, 수수료율은 0 이상 100 이하…).
 */
export function parseRateInput(kind: RateKind, input: string): KoreanParseResult<RateBody> {
  const schema = kind === 'exchangeRate' ? setExchangeRateSchema : setFeeRateSchema;
  const parsed = parseKorean(schema, { value: input });
  if (!parsed.success) return parsed;
  // Both schemas output hundredths of the unit typed (won, percent).
  return { success: true, data: { value: hundredthsToNumber(parsed.data.value) } };
}
