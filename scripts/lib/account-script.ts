/**
 * What `npm run migrate:accounts` and `npm run keys:rotate` share: which project, and the
 * keyring. Without --project, or with a `demo-` project, they work on the running local
 * emulators with the demo key of `functions/.secret.local`; with a real project id they use the
 * Application Default Credentials of that project and need the secret's value in ACCOUNT_KEYS
 * (e.g. `ACCOUNT_KEYS="$(firebase functions:secrets:access ACCOUNT_KEYS --project <id>)"`).
 */
import { parseArgs } from 'node:util';
import { useProject } from './target-project.js';

export async function prepareAccountScript(name: string): Promise<{ projectId: string; local: boolean }> {
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  const target = await useProject(values.project);
  if (!target.local && !process.env.ACCOUNT_KEYS) {
    console.error(`${name} on ${target.projectId} needs the ACCOUNT_KEYS secret's value in the environment`);
    process.exit(2);
  }
  return target;
}

/** The counts as a small table: kind, documents scanned, documents changed. */
export function printCounts(
  title: string,
  counts: Record<string, { scanned: number; changed: number }>,
  changedLabel: string,
): void {
  console.log(title);
  console.log(`${'documents'.padEnd(16)}${'scanned'.padStart(10)}${changedLabel.padStart(14)}`);
  for (const [kind, c] of Object.entries(counts)) {
    console.log(`${kind.padEnd(16)}${String(c.scanned).padStart(10)}${String(c.changed).padStart(14)}`);
  }
}
