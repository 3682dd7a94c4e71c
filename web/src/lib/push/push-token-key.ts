/** The local-storage key of this browser's push token record (see push-token-storage.ts). */
export const PUSH_TOKEN_KEY = 'settle.pushToken';
