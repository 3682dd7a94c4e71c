import { adminUserListQuerySchema } from '@settle/contract/admin-users';
import { describe, expect, it, vi } from 'vitest';

// The api client's module also holds the Firebase Auth instance, which cannot start without a browser.
vi.mock('../src/lib/firebase', () => ({ auth: {} }));
const { memberSearchParams } = await import('../src/lib/member-search');

describe('the member picker query', () => {
  it('asks the first 10 matches of the trimmed search, with the status when given', () => {
    expect(memberSearchParams('  김민준 ', 'active')).toEqual({
      q: '김민준',
      status: 'active',
      pageSize: 10,
    });
    expect(memberSearchParams('   ')).toEqual({ pageSize: 10 });
  });

  it('is a query GET /admin/users accepts (strict: an unknown parameter would be a 400)', () => {
    for (const params of [memberSearchParams('010-1234', 'pending'), memberSearchParams('')]) {
      const query = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
      expect(adminUserListQuerySchema.safeParse(query).success).toBe(true);
    }
  });
});
