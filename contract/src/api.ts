/** Every success response wraps its payload in `data` (spec §7: "the data field … is read"). */
export interface ApiSuccess<T> {
  data: T;
}

/** All API paths live under this prefix on the hosting origin (spec §7). */
export const API_PREFIX = '/api';
