/**
 * Four eyes in the API tests (issue 16): the money routes answer 202 with an approval request,
 * which runs when a second admin approves it. `approvedBy` sends the request, has the second
 * admin approve it, and answers what the money route used to answer (the run's stored status
 * and body), so a test reads as before: "when an admin adjusts …, then 201 and …".
 */
import type { Approval } from '@settle/contract/approvals';
import type { Express } from 'express';
import request from 'supertest';
import { createAccount, type TestAccount } from './emulators.js';

/** What a test reads of an answer. */
export interface Answer {
  status: number;
  // A response body as tests read it: whatever JSON the route answered.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests index into JSON bodies freely, as with supertest's own `body: any`
  body: any;
  headers: Record<string, string>;
}

/** A second admin: the approver of the requests the first admin makes. */
export const createApprover = (email = 'approver@example.com') => createAccount(email, { admin: true });

export function approveAs(app: Express, approver: TestAccount, approvalId: string) {
  return request(app)
    .post(`/api/admin/approvals/${approvalId}/approve`)
    .set({ Authorization: `Bearer ${approver.token}` })
    .send({});
}

/**
 * Sends the money request (its own 4xx, e.g. a refused body, is answered as it is), then has
 * `approver` approve the request it made; answers the run's status and body.
 */
export async function approvedBy(
  app: Express,
  approver: TestAccount,
  pending: Answer | PromiseLike<Answer>,
): Promise<Answer> {
  const asked = await pending;
  if (asked.status !== 202 || !isApproval(asked.body?.data)) return asked;
  const approved = await approveAs(app, approver, asked.body.data.id);
  if (approved.status !== 200) return approved as Answer;
  const approval = approved.body.data as Approval;
  if (!approval.result) throw new Error(`approval ${approval.id} did not run: ${approval.status}`);
  return {
    status: approval.result.status,
    body: approval.result.body,
    headers: approved.headers as Record<string, string>,
  };
}

function isApproval(data: unknown): data is Approval {
  return typeof data === 'object' && data !== null && 'operation' in data && 'expiresAt' in data;
}
