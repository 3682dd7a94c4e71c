import { multilineText } from './text.js';

/**
 * The optional 사유 a money route's body may carry (stored on the approval request, never run).
 * Its own small module: the member app's bundle imports the ledger schemas that carry it and
 * must not carry the approval screens' labels and messages with it (approvals.ts).
 */
/** The longest 사유 a request may carry. */
export const APPROVAL_REASON_MAX = 200;

export const approvalReasonSchema = multilineText({ max: APPROVAL_REASON_MAX });
