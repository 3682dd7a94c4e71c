import type { Timestamp } from 'firebase-admin/firestore';

/** A Firestore time as the API's ISO string, null kept null. */
export const isoOrNull = (t: Timestamp | null): string | null => (t ? t.toDate().toISOString() : null);
