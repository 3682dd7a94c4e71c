/**
 * Seeds the demo data into the running emulators. Idempotent: accounts are created with fixed
 * ids and documents with `create()`, so a second run finds them and changes nothing.
 */
import { DEFAULT_ASSET_UNIT } from '@settle/contract/asset-unit';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { Timestamp, getFirestore, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import {
  demoAccounts,
  demoAdminPhone,
  demoAdminKeys,
  demoFeeBasisPoints,
  demoInviteCodes,
  demoMemberAssetsMinor,
  demoRateHundredths,
  demoSettledMembers,
} from './demo-data.js';
import { db as functionsDb } from '../../functions/src/lib/firebase.js';
import { storedAccount } from '../../functions/src/modules/accounts/account-cipher.js';
import { announcementSearchTokens, memberSearchTokens } from '../../functions/src/lib/search-tokens.js';
import { runSettlementChunk, startExecution } from '../../functions/src/modules/settlement/execute.js';
import { prepareSettlement } from '../../functions/src/modules/settlement/prepare.js';
import { PROJECT_ID, clientEnv } from './emulator-env.js';

const ALREADY_EXISTS = 6;

async function createIfAbsent(ref: DocumentReference, data: Record<string, unknown>): Promise<boolean> {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/**
 * Every demo admin signs in with a second factor (issue 16): each account holding the admin role
 * claim, whichever key it has in demoAccounts, gets an SMS factor on its own test number unless
 * it has one (a reset by another admin is undone by the next seed, as the demo expects).
 */
async function enrolDemoAdmins(auth: Auth): Promise<number> {
  let enrolled = 0;
  let index = 0;
  for (const account of Object.values(demoAccounts)) {
    const user = await auth.getUser(account.uid);
    if (user.customClaims?.['role'] !== 'admin') continue;
    const phoneNumber = demoAdminPhone(index);
    index += 1;
    if ((user.multiFactor?.enrolledFactors.length ?? 0) > 0) continue;
    await auth.updateUser(account.uid, {
      emailVerified: true,
      multiFactor: {
        // The Auth emulator needs the enrolment id when factors are added to an existing account.
        enrolledFactors: [{ uid: `${account.uid}-sms`, factorId: 'phone', phoneNumber, displayName: '휴대폰' }],
      },
    });
    enrolled += 1;
  }
  return enrolled;
}

/**
 * 정산 내역 starts with one completed batch (issue 18): the settled members get an account and
 * an opening balance (a ledger entry, as for the demo member), and prepare and execute settle
 * them as an operator would (the execute's approval by a second operator is skipped: the seed
 * is both). Only into an emulator with no batch yet and no other balance, so nobody else is
 * ever paid by the seed; a second run finds the batch and does nothing.
 */
async function seedSettledBatch(auth: Auth, db: Firestore, now: Timestamp): Promise<number> {
  if (!(await db.collection('settlementBatches').limit(1).get()).empty) return 0;
  const settledIds = new Set<string>(demoSettledMembers.map((m) => m.uid));
  const others = await db.collection('users').where('assetsMinor', '>', 0).get();
  if (others.docs.some((doc) => !settledIds.has(doc.id))) {
    console.warn('demo data: members already hold assets, so no settlement is seeded');
    return 0;
  }
  let created = 0;
  for (const member of demoSettledMembers) {
    try {
      await auth.getUser(member.uid);
    } catch {
      await auth.createUser({
        uid: member.uid,
        email: member.email,
        password: member.password,
        displayName: member.name,
        emailVerified: true,
      });
      created += 1;
    }
    const profile = {
      uid: member.uid,
      name: member.name,
      email: member.email,
      phone: '010-0000-0000',
      bank: member.bank,
      ...storedAccount(member.uid, member.account),
      accountChangedAt: null,
      assetsMinor: member.assetsMinor,
      totalSettlementWon: 0,
      isNotificationEnabled: true,
      status: 'active',
      activatedAt: now,
      createdAt: now,
      updatedAt: now,
      // The member search index, as sign-up writes it.
      searchTokens: memberSearchTokens({ name: member.name, email: member.email, phone: '010-0000-0000' }),
    };
    if (await createIfAbsent(db.collection('users').doc(member.uid), profile)) created += 1;
    const entry = {
      uid: member.uid,
      userName: member.name,
      type: 'adjustment',
      amountMinor: member.assetsMinor,
      balanceAfterMinor: member.assetsMinor,
      memo: '데모 초기 잔액',
      actorId: 'seed',
      createdAt: now,
      transactionId: null,
      reversalOf: null,
      reversedBy: null,
      settlement: null,
    };
    if (await createIfAbsent(db.collection('processingRecords').doc(`seed-${member.uid}`), entry)) created += 1;
  }
  const batch = await prepareSettlement(demoAccounts.admin.uid);
  await startExecution(batch.id, demoAccounts.admin.uid);
  while (!(await runSettlementChunk(batch.id)).done) {
    // each call settles what its time budget allows; these two lines take one
  }
  return created + 1;
}

export async function seedDemoData(): Promise<{ created: number }> {
  Object.assign(process.env, clientEnv());
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const auth = getAuth(app);
  // The settlement code's Firestore first: it sets its settings, which only the first user may.
  functionsDb();
  const db = getFirestore(app);
  const now = Timestamp.now();
  let created = 0;

  const settings = db.collection('settings');
  const by = { updatedAt: now, updatedBy: demoAccounts.admin.uid };
  if (await createIfAbsent(settings.doc('exchangeRate'), { rateHundredths: demoRateHundredths, ...by })) created += 1;
  if (await createIfAbsent(settings.doc('feeRate'), { basisPoints: demoFeeBasisPoints, ...by })) created += 1;
  const history = db.collection('rateHistory');
  const change = { ...by, updatedByName: demoAccounts.admin.email };
  const rateChange = { kind: 'exchangeRate', valueInt: demoRateHundredths, ...change };
  if (await createIfAbsent(history.doc('seed-exchangeRate'), rateChange)) created += 1;
  if (await createIfAbsent(history.doc('seed-feeRate'), { kind: 'feeRate', valueInt: demoFeeBasisPoints, ...change })) {
    created += 1;
  }
  // The asset unit: the default written out, so the operators' history starts with it.
  if (await createIfAbsent(settings.doc('assetUnit'), { unit: DEFAULT_ASSET_UNIT, ...by })) created += 1;
  const unitChange = { unit: DEFAULT_ASSET_UNIT, previous: DEFAULT_ASSET_UNIT, ...change };
  if (await createIfAbsent(db.collection('assetUnitHistory').doc('seed-assetUnit'), unitChange)) created += 1;

  // Before the demo member has a balance: that settlement pays only the settled members.
  created += await seedSettledBatch(auth, db, now);

  for (const [key, account] of Object.entries(demoAccounts)) {
    try {
      await auth.getUser(account.uid);
    } catch {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.name,
        emailVerified: true,
      });
      created += 1;
    }
    if (demoAdminKeys.includes(key)) await auth.setCustomUserClaims(account.uid, { role: 'admin' });

    const assetsMinor = key === 'member' ? demoMemberAssetsMinor : 0;
    const profile = {
      uid: account.uid,
      name: account.name,
      email: account.email,
      phone: '010-0000-0000',
      bank: key === 'member' ? 'KB국민은행' : '',
      // Encrypted with the emulators' demo key (emulator-env.ts), as sign-up stores it.
      ...storedAccount(account.uid, key === 'member' ? '123-456-789012' : ''),
      accountChangedAt: null,
      assetsMinor,
      totalSettlementWon: 0,
      isNotificationEnabled: true,
      status: 'active',
      activatedAt: now,
      createdAt: now,
      updatedAt: now,
      // The member search index, as sign-up writes it.
      searchTokens: memberSearchTokens({ name: account.name, email: account.email, phone: '010-0000-0000' }),
    };
    if (await createIfAbsent(db.collection('users').doc(account.uid), profile)) created += 1;
    if (assetsMinor > 0) {
      // The opening balance is a ledger entry like every other change of assets.
      const entry = {
        uid: account.uid,
        userName: account.name,
        type: 'adjustment',
        amountMinor: assetsMinor,
        balanceAfterMinor: assetsMinor,
        memo: '데모 초기 잔액',
        actorId: 'seed',
        createdAt: now,
        transactionId: null,
        reversalOf: null,
        reversedBy: null,
        settlement: null,
      };
      if (await createIfAbsent(db.collection('processingRecords').doc(`seed-${account.uid}`), entry)) created += 1;
    }
  }

  created += await enrolDemoAdmins(auth);

  // One payment waiting for an operator, so the admin screens have work to show.
  const pending = {
    uid: demoAccounts.member.uid,
    userName: demoAccounts.member.name,
    amountMinor: 50_000,
    memo: '데모: 카드 결제 입금',
    status: 'pending',
    createdByRole: 'user',
    createdBy: demoAccounts.member.uid,
    createdAt: now,
    updatedAt: now,
    processedAt: null,
    processedBy: null,
    processingRecordId: null,
    canceledAt: null,
    deletedAt: null,
    deletedBy: null,
    deleteReason: null,
  };
  if (await createIfAbsent(db.collection('transactions').doc('demo-pending'), pending)) created += 1;

  // A pinned notice, a settlement day a week ahead on the calendar (so the member home lists
  // it and the admin calendar shows it), and a welcome message in the member's inbox.
  const notice = {
    title: '정산 서비스 이용 안내',
    body: '거래를 등록하면 운영자가 확인 후 처리합니다.\n정산은 매주 금요일에 진행됩니다.',
    pinned: true,
    published: true,
    createdAt: now,
    updatedAt: now,
    createdBy: demoAccounts.admin.uid,
    updatedBy: demoAccounts.admin.uid,
  };
  const indexedNotice = { ...notice, searchTokens: announcementSearchTokens(notice) };
  if (await createIfAbsent(db.collection('announcements').doc('demo-welcome'), indexedNotice)) created += 1;
  const day = 24 * 60 * 60 * 1000;
  // 10:00 in Seoul (+09:00 all year) on the day a week from now.
  const seoulDay = new Date(now.toMillis() + 7 * day + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const settlementStart = Date.parse(`${seoulDay}T10:00:00+09:00`);
  const settlementDay = {
    title: '주간 정산',
    description: '이번 주 정산을 준비합니다.',
    start: Timestamp.fromMillis(settlementStart),
    end: Timestamp.fromMillis(settlementStart + 60 * 60 * 1000),
    allDay: false,
    type: 'settlement',
    notify: true,
    firedAt: null,
    createdAt: now,
    updatedAt: now,
    createdBy: demoAccounts.admin.uid,
    updatedBy: demoAccounts.admin.uid,
  };
  if (await createIfAbsent(db.collection('schedules').doc('demo-settlement'), settlementDay)) created += 1;
  const welcome = {
    title: '환영합니다',
    body: '정산 서비스에 오신 것을 환영합니다. 공지사항을 확인해 주세요.',
    url: '/notice',
    read: false,
    readAt: null,
    createdAt: now,
  };
  const inbox = db.collection('users').doc(demoAccounts.member.uid).collection('inbox');
  if (await createIfAbsent(inbox.doc('demo-welcome'), welcome)) created += 1;

  for (const invite of demoInviteCodes) {
    const doc = { ...invite, used: 0, expiresAt: null, createdBy: demoAccounts.admin.uid, createdAt: now };
    if (await createIfAbsent(db.collection('inviteCodes').doc(invite.code), doc)) created += 1;
  }
  return { created };
}
