import type { AccessVerifyResult } from '@settle/contract/access-log';
import { FieldPath, type DocumentData } from 'firebase-admin/firestore';
import { forEachDoc } from '../../lib/paging.js';
import { GENESIS_HASH, blockHash, entryHash } from './chain.js';
import { accessLog } from './entry-record.js';
import { accessBlocks, entriesAfter, type AccessBlockRecord } from './seal.js';

type Problem = NonNullable<AccessVerifyResult['problem']>;

const problems = {
  chainBroken: (seq: number): Problem => ({
    kind: 'chain-broken',
    blockSeq: seq,
    entryId: null,
    message: `봉인 블록 ${seq}이(가) 앞 블록과 이어지지 않습니다. 블록이 삭제·추가되었거나 변경되었습니다.`,
  }),
  blockEdited: (seq: number): Problem => ({
    kind: 'block-edited',
    blockSeq: seq,
    entryId: null,
    message: `봉인 블록 ${seq}의 내용이 봉인 이후 변경되었습니다.`,
  }),
  deleted: (seq: number, id: string): Problem => ({
    kind: 'deleted',
    blockSeq: seq,
    entryId: id,
    message: `접속 기록 ${id}이(가) 삭제되었습니다 (봉인 블록 ${seq}).`,
  }),
  edited: (seq: number, id: string): Problem => ({
    kind: 'edited',
    blockSeq: seq,
    entryId: id,
    message: `접속 기록 ${id}이(가) 봉인 이후 변경되었습니다 (봉인 블록 ${seq}).`,
  }),
  inserted: (seq: number, id: string): Problem => ({
    kind: 'inserted',
    blockSeq: seq,
    entryId: id,
    message: `봉인된 구간에 없던 접속 기록 ${id}이(가) 끼워 넣어졌습니다 (봉인 블록 ${seq}의 구간).`,
  }),
};

/** Ids read per `getAll` (one round trip). */
const READ_CHUNK = 500;

/**
 * Checks the whole sealed access record (`npm run audit:access`, GET /admin/auditLog/verify):
 * the blocks form one unbroken chain from the genesis hash, each block's hash matches its
 * content, every sealed entry still exists and hashes as it did when sealed, and no entry sits
 * in the sealed range that no block lists. Names the first entry or block that does not fit.
 * Reads every sealed entry once (by id, 500 per round trip) and the blocks in order; an extra
 * scan of the sealed range runs only when its count shows an insertion.
 */
export async function verifyAccessLog(): Promise<AccessVerifyResult> {
  const started = performance.now();
  let blocks = 0;
  let entries = 0;
  let prev: AccessBlockRecord | null = null;
  let problem: Problem | null = null;
  const ranges: { seq: number; lastAt: AccessBlockRecord['lastAt']; lastEntryId: string }[] = [];

  await forEachDoc(
    accessBlocks().orderBy('seq'),
    async (doc) => {
      if (problem) return;
      const block = doc.data() as AccessBlockRecord;
      const expectedSeq = (prev?.seq ?? 0) + 1;
      if (block.seq !== expectedSeq || doc.id !== String(block.seq).padStart(12, '0')) {
        problem = problems.chainBroken(expectedSeq);
        return;
      }
      if (block.prevHash !== (prev?.hash ?? GENESIS_HASH)) {
        problem = problems.chainBroken(block.seq);
        return;
      }
      if (
        block.entryIds.length !== block.entryHashes.length ||
        block.count !== block.entryIds.length ||
        blockHash(block) !== block.hash ||
        block.entryIds[block.entryIds.length - 1] !== block.lastEntryId
      ) {
        problem = problems.blockEdited(block.seq);
        return;
      }
      problem = await checkEntries(block);
      blocks += 1;
      entries += block.count;
      ranges.push({ seq: block.seq, lastAt: block.lastAt, lastEntryId: block.lastEntryId });
      prev = block;
    },
    20,
  );

  const head = prev as AccessBlockRecord | null;
  if (!problem && head) problem = await findInserted(head, entries, ranges);
  const unsealed = (await entriesAfter(head).count().get()).data().count;
  return {
    ok: problem === null,
    blocks,
    entries,
    unsealed,
    problem,
    durationMs: Math.round(performance.now() - started),
  };
}

async function checkEntries(block: AccessBlockRecord): Promise<Problem | null> {
  for (let start = 0; start < block.entryIds.length; start += READ_CHUNK) {
    const ids = block.entryIds.slice(start, start + READ_CHUNK);
    const snaps = await accessLog().firestore.getAll(...ids.map((id) => accessLog().doc(id)));
    for (const [i, snap] of snaps.entries()) {
      const id = ids[i] ?? '';
      if (!snap.exists) return problems.deleted(block.seq, id);
      if (entryHash(id, snap.data() as DocumentData) !== block.entryHashes[start + i]) {
        return problems.edited(block.seq, id);
      }
    }
  }
  return null;
}

/**
 * The sealed range holds exactly the entries the blocks list (the others were checked one by
 * one): a count settles it, and only a mismatch pays for a scan naming the first stranger.
 */
async function findInserted(
  head: AccessBlockRecord,
  sealed: number,
  ranges: { seq: number; lastAt: AccessBlockRecord['lastAt']; lastEntryId: string }[],
): Promise<Problem | null> {
  const inRange = accessLog()
    .orderBy('at')
    .orderBy(FieldPath.documentId())
    .endAt(head.lastAt, head.lastEntryId);
  const count = (await inRange.count().get()).data().count;
  if (count === sealed) return null;
  const known = new Set<string>();
  await forEachDoc(
    accessBlocks().orderBy('seq'),
    (doc) => {
      for (const id of (doc.data() as AccessBlockRecord).entryIds) known.add(id);
    },
    20,
  );
  let found: Problem | null = null;
  await forEachDoc(inRange, (doc) => {
    if (found || known.has(doc.id)) return;
    const at = doc.get('at') as AccessBlockRecord['lastAt'];
    const range = ranges.find(
      (r) => at.valueOf() < r.lastAt.valueOf() || (at.isEqual(r.lastAt) && doc.id <= r.lastEntryId),
    );
    found = problems.inserted(range?.seq ?? head.seq, doc.id);
  });
  return found;
}
