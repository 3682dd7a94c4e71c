/** The receipt of a transaction (/transaction/:id), where registering ends and each list row leads. */
export const receiptPath = (id: string) => `/transaction/${encodeURIComponent(id)}`;
