/**
 * PRODUCT.md Money: every money-moving request carries an `Idempotency-Key` made once per user
 * action. One action = one request body on one path: pressing the button twice, or trying
 * again after a lost answer, sends the same key (the server answers the first result or
 * "in progress"); changing the form makes a new action with a new key. After a success the
 * action is over, and the same body again is a new action (a second, identical payment).
 */
export class IdempotencyKeys {
  private pending: { fingerprint: string; key: string } | undefined;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for this request: the pending one when it is the same action, else a new one. */
  keyFor(path: string, body: unknown): string {
    const fingerprint = `${path}\n${JSON.stringify(body ?? null)}`;
    if (this.pending?.fingerprint !== fingerprint) this.pending = { fingerprint, key: this.newKey() };
    return this.pending.key;
  }

  /**
   * The server answered for good (success, or a refusal that changed nothing): the next
   * request is a new action. Not called for network failures and 5xx, which may have applied.
   */
  settle(): void {
    this.pending = undefined;
  }
}

/** Whether an answer is final for the action (so its key must not be reused). */
export function isFinalAnswer(status: number | undefined): boolean {
  if (status === undefined) return false; // network failure: unknown whether it applied
  if (status === 409) return false; // may be "same request in progress": retry with the same key
  return status < 500;
}
