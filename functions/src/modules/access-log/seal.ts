import { FieldPath, FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { GENESIS_HASH, blockHash, blockId, entryHash } from './chain.js';
import { accessLog } from './entry-record.js';

/**
 * A sealed block of the access record, `accessLogBlocks/{seq, 12 digits}`: the ids and hashes of
 * up to BLOCK_SIZE consecutive entries (ordered by commit time, then id) and the hash chaining it
 * to the previous block. Written once by the sealing job; rules deny every client.
 */
export interface AccessBlockRecord {
  seq: number;
  prevHash: string;
  hash: string;
  entryIds: string[];
  entryHashes: string[];
  count: number;
  firstAt: Timestamp;
  /** The position of the last sealed entry: the next block starts after it. */
  lastAt: Timestamp;
  lastEntryId: string;
  sealedAt: Timestamp;
}

/** Entries per block: ids and hashes of 2,000 entries are about 170 KB of the 1 MiB a document holds. */
export const BLOCK_SIZE = 2000;
/**
 * Entries committed at least this long ago are sealed. `at` is Firestore's commit time, so an
 * entry committed later always has a later `at`: nothing can appear behind a sealed block
 * unless someone writes it there on purpose (which verify reports as inserted). The margin only
 * absorbs the difference between this machine's clock and Firestore's.
 */
export const SEAL_SETTLE_MS = 60_000;

export const accessBlocks = () => db().collection(collections.accessLogBlocks);

export interface SealResult {
  blocks: number;
  entries: number;
  head: { seq: number; hash: string } | null;
}

export async function headBlock(): Promise<AccessBlockRecord | null> {
  const snap = await accessBlocks().orderBy('seq', 'desc').limit(1).get();
  return (snap.docs[0]?.data() as AccessBlockRecord | undefined) ?? null;
}

/** Entries after a block's last one (up to a time), in sealing order (commit time, then id). */
export function entriesAfter(head: Pick<AccessBlockRecord, 'lastAt' | 'lastEntryId'> | null, until?: Date) {
  const upTo = until ? accessLog().where('at', '<=', until) : accessLog();
  const ordered = upTo.orderBy('at').orderBy(FieldPath.documentId());
  return head ? ordered.startAfter(head.lastAt, head.lastEntryId) : ordered;
}

/**
 * The sealing job (every 5 minutes, and `npm run jobs:run`): hashes the entries committed since
 * the last block into new blocks, each chained to the one before. It never touches the entries,
 * so the request path stays one independent write per request. Two runs at once cannot fork the
 * chain: a block is created under its sequence number, and the loser of that race stops.
 * Each new head is logged (`access.sealed`): Cloud Logging keeps a copy of the chain head
 * outside Firestore, which is what makes cutting the newest blocks off detectable.
 */
export async function sealAccessLog(
  options: { now?: Date; settleMs?: number; maxBlocks?: number; blockSize?: number } = {},
): Promise<SealResult> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.settleMs ?? SEAL_SETTLE_MS));
  const blockSize = options.blockSize ?? BLOCK_SIZE;
  let head = await headBlock();
  let blocks = 0;
  let entries = 0;
  while (blocks < (options.maxBlocks ?? 50)) {
    const snap = await entriesAfter(head, cutoff).limit(blockSize).get();
    const first = snap.docs[0];
    const last = snap.docs[snap.docs.length - 1];
    if (!first || !last) break;
    const seq = (head?.seq ?? 0) + 1;
    const prevHash = head?.hash ?? GENESIS_HASH;
    const entryIds = snap.docs.map((d) => d.id);
    const entryHashes = snap.docs.map((d) => entryHash(d.id, d.data()));
    const block = {
      seq,
      prevHash,
      hash: blockHash({ seq, prevHash, entryIds, entryHashes }),
      entryIds,
      entryHashes,
      count: entryIds.length,
      firstAt: first.get('at') as Timestamp,
      lastAt: last.get('at') as Timestamp,
      lastEntryId: last.id,
    };
    try {
      await accessBlocks()
        .doc(blockId(seq))
        .create({ ...block, sealedAt: FieldValue.serverTimestamp() });
    } catch (error) {
      if ((error as { code?: unknown }).code === 6) {
        logger.warn('access.seal-raced', { seq });
        break; // ALREADY_EXISTS: another run sealed this block; it seals the rest too.
      }
      throw error;
    }
    logger.info('access.sealed', { seq, hash: block.hash, entries: block.count });
    head = { ...block, sealedAt: block.lastAt };
    blocks += 1;
    entries += block.count;
    if (snap.size < blockSize) break;
  }
  return { blocks, entries, head: head ? { seq: head.seq, hash: head.hash } : null };
}
