import { describe, expect, it } from 'vitest';
import {
  clearTwoStepFlag,
  readTwoStepFlag,
  TWO_STEP_KEY,
  TWO_STEP_MAX_AGE_MS,
  writeTwoStepFlag,
} from '../src/features/sign-up/lib/two-step-flag';
import { FakeStorage } from './fake-storage';

const now = new Date('2026-11-22T03:00:00.000Z');

describe('the two-step verification flag', () => {
  it('is absent until the invite code is verified', () => {
    expect(readTwoStepFlag(new FakeStorage(), now)).toBeNull();
  });

  it('is stored as JSON {code, verifiedAt} under settle.twoStep and read back', () => {
    const storage = new FakeStorage();
    writeTwoStepFlag(storage, 'HAPPY234', now);
    expect(JSON.parse(storage.items.get(TWO_STEP_KEY) ?? '')).toEqual({
      code: 'HAPPY234',
      verifiedAt: '2026-11-22T03:00:00.000Z',
    });
    expect(readTwoStepFlag(storage, now)).toEqual({
      code: 'HAPPY234',
      verifiedAt: '2026-11-22T03:00:00.000Z',
    });
  });

  it('is gone after clearing (registration done)', () => {
    const storage = new FakeStorage();
    writeTwoStepFlag(storage, 'HAPPY234', now);
    clearTwoStepFlag(storage);
    expect(readTwoStepFlag(storage, now)).toBeNull();
  });

  it('expires, so an old verification does not open /register', () => {
    const storage = new FakeStorage();
    writeTwoStepFlag(storage, 'HAPPY234', now);
    expect(readTwoStepFlag(storage, new Date(now.getTime() + TWO_STEP_MAX_AGE_MS))).not.toBeNull();
    expect(readTwoStepFlag(storage, new Date(now.getTime() + TWO_STEP_MAX_AGE_MS + 1))).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['true', 'true'],
    ['no code', JSON.stringify({ verifiedAt: now.toISOString() })],
    ['empty code', JSON.stringify({ code: '', verifiedAt: now.toISOString() })],
    ['bad date', JSON.stringify({ code: 'HAPPY234', verifiedAt: 'yesterday' })],
    ['from the future', JSON.stringify({ code: 'HAPPY234', verifiedAt: '2030-01-01T00:00:00.000Z' })],
  ])('ignores a tampered value (%s)', (_case, raw) => {
    const storage = new FakeStorage();
    storage.setItem(TWO_STEP_KEY, raw);
    expect(readTwoStepFlag(storage, now)).toBeNull();
  });
});
