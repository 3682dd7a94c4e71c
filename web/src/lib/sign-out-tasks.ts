/**
 * Work that must happen while the session can still call the API, just before signing out
 * (the push feature deletes this browser's token there). Features register here, so the auth
 * feature's sign-out needs to know none of them.
 */
type Task = () => Promise<void>;

const tasks = new Set<Task>();

/** Sign-out waits at most this long for the tasks (spec §8: their failures never block it). */
const SIGN_OUT_WAIT_MS = 3_000;

export function addSignOutTask(task: Task): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/** Runs every task; failures and a slow network are logged only. */
export async function runSignOutTasks(): Promise<void> {
  if (tasks.size === 0) return;
  let timer: number | undefined;
  const all = Promise.all(
    [...tasks].map((task) => task().catch((error: unknown) => console.warn('auth.sign-out-task-failed', error))),
  );
  const giveUp = new Promise<void>((resolve) => {
    timer = window.setTimeout(() => {
      console.warn('auth.sign-out-task-timeout');
      resolve();
    }, SIGN_OUT_WAIT_MS);
  });
  await Promise.race([all, giveUp]);
  window.clearTimeout(timer);
}
