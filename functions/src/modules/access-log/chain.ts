import { createHash } from 'node:crypto';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';

/**
 * The hashes of the access record's tamper evidence (PRODUCT.md Trust and compliance). An entry
 * hashes to SHA-256 of its canonical JSON (keys sorted at every depth, `at` to the nanosecond,
 * the document id included so an entry cannot be moved); a block hashes its sequence number, the
 * previous block's hash and its entries' ids and hashes in order, so changing, dropping, adding
 * or reordering anything sealed changes a hash that the next block, or the logged head,
 * remembers.
 */
export const GENESIS_HASH = '0'.repeat(64);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function isTimestamp(value: unknown): value is Timestamp {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Timestamp).seconds === 'number' &&
    typeof (value as Timestamp).nanoseconds === 'number' &&
    typeof (value as Timestamp).toDate === 'function'
  );
}

/** JSON with sorted keys; Timestamps as `{"$ts":"seconds.nanoseconds"}`. */
export function canonicalJson(value: unknown): string {
  if (isTimestamp(value)) {
    return JSON.stringify({ $ts: `${value.seconds}.${String(value.nanoseconds).padStart(9, '0')}` });
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const record = value as Record<string, unknown>;
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function entryHash(id: string, data: DocumentData): string {
  return sha256(`${id}\n${canonicalJson(data)}`);
}

export interface BlockContent {
  seq: number;
  prevHash: string;
  entryIds: readonly string[];
  entryHashes: readonly string[];
}

export function blockHash(block: BlockContent): string {
  const lines = block.entryIds.map((id, i) => `${id} ${block.entryHashes[i] ?? ''}`);
  return sha256(`${block.seq}\n${block.prevHash}\n${lines.join('\n')}`);
}

/** `accessLogBlocks/{id}`: 12 digits, so ids sort as the sequence does. */
export const blockId = (seq: number) => String(seq).padStart(12, '0');
