/** Firestore collection and document names, in one place. */
export const collections = {
  users: 'users',
  inviteCodes: 'inviteCodes',
  settings: 'settings',
} as const;

export const settingsDocs = {
  exchangeRate: 'exchangeRate',
  feeRate: 'feeRate',
} as const;
