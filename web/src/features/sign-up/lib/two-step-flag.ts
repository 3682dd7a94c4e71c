/**
 * The route-guard state of spec §2/§3: set by /two-steps once the invite code is valid, required
 * by /register. Kept in session storage, so it lives as long as the tab and is wiped on logout
 * (spec §4). The server checks the code again at registration; this only steers the screens.
 */
export const TWO_STEP_KEY = 'settle.twoStep';

/** A verified code is good for the sign-up form for this long. */
export const TWO_STEP_MAX_AGE_MS = 60 * 60 * 1000;

export interface TwoStepFlag {
  code: string;
  /** ISO datetime of the successful check. */
  verifiedAt: string;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function writeTwoStepFlag(storage: KeyValueStorage, code: string, now: Date = new Date()): TwoStepFlag {
  const flag: TwoStepFlag = { code, verifiedAt: now.toISOString() };
  storage.setItem(TWO_STEP_KEY, JSON.stringify(flag));
  return flag;
}

/** The flag when present, well-formed and not older than TWO_STEP_MAX_AGE_MS; else null. */
export function readTwoStepFlag(storage: KeyValueStorage, now: Date = new Date()): TwoStepFlag | null {
  const raw = storage.getItem(TWO_STEP_KEY);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { code, verifiedAt } = value as Record<string, unknown>;
  if (typeof code !== 'string' || code === '' || typeof verifiedAt !== 'string') return null;
  const at = Date.parse(verifiedAt);
  if (Number.isNaN(at) || at > now.getTime() || now.getTime() - at > TWO_STEP_MAX_AGE_MS) return null;
  return { code, verifiedAt };
}

export function clearTwoStepFlag(storage: KeyValueStorage): void {
  storage.removeItem(TWO_STEP_KEY);
}
