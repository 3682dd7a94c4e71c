/** Every success response wraps its payload in `data` (spec §7: "the data field … is read"). */
export interface ApiSuccess<T> {
  data: T;
}

/** All API paths live under this prefix on the hosting origin (spec §7). */
export const API_PREFIX = '/api';

/** PRODUCT.md Money: every money-moving request carries one key per user action. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Keys are 8–128 characters of letters, digits, '-' and '_' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
