/** The demo data `npm start` seeds: known accounts, rates and invite codes. */
export const demoAccounts = {
  admin: { uid: 'demo-admin', email: 'admin@example.com', password: 'admin1234!', name: '운영자' },
  /** The second operator: approves what the first requests (four eyes, /admin/approvals). */
  admin2: { uid: 'demo-admin2', email: 'admin2@example.com', password: 'admin1234!', name: '운영자2' },
  member: { uid: 'demo-member', email: 'member@example.com', password: 'member1234!', name: '김가맹' },
} as const;

/**
 * The SMS second factor of the demo admins (issue 16), in the order the seed finds them: Korean
 * test numbers no real phone has (010-5555-01xx); the Auth emulator shows the codes instead of
 * sending them (`npm start` prints them).
 */
export const demoAdminPhone = (index: number) => `+82105555${String(100 + index).padStart(4, '0')}`;

/** The demo accounts with the admin claim. */
export const demoAdminKeys: readonly string[] = ['admin', 'admin2'];

/** 1,234.56 assets. */
export const demoMemberAssetsMinor = 123_456;
/** 1,385.50 KRW per asset. */
export const demoRateHundredths = 138_550;
/** 2.50 %. */
export const demoFeeBasisPoints = 250;
/** Codes from the generator's alphabet (no 0/O, 1/I/L look-alikes). */
export const demoInviteCodes = [
  { code: 'HAPPY234', maxUses: 5, memo: '데모: 5회 사용 가능' },
  { code: 'START789', maxUses: 1, memo: '데모: 1회용' },
  { code: 'GUEST456', maxUses: 1, memo: '데모: 1회용' },
] as const;

/**
 * Members already paid once (정산 내역, issue 18): the seed credits their opening balance and
 * settles it through prepare and execute, so the operator's history starts with a completed
 * batch. Not the demo member, whose balance the member screens show.
 */
export const demoSettledMembers = [
  {
    uid: 'demo-settled-1',
    email: 'settled1@example.com',
    password: 'member1234!',
    name: '박정산',
    assetsMinor: 250_075,
    bank: '신한은행',
    account: '110-123-456789',
  },
  {
    uid: 'demo-settled-2',
    email: 'settled2@example.com',
    password: 'member1234!',
    name: '이지급',
    assetsMinor: 98_000,
    bank: '우리은행',
    account: '1002-345-678901',
  },
] as const;
