/**
 * `npm run audit:access [-- --project <id>] [--seal]`
 * Checks the access record (접속기록) for tampering: the sealed blocks form one unbroken hash
 * chain, and every sealed entry is still there, unchanged, with nothing inserted between them
 * (functions/src/modules/access-log/verify.ts). Names the first entry or block that does not
 * fit. With --seal it first seals the entries the job has not sealed yet (as the 5-minute job
 * would). Without --project, or with a `demo-` project, it reads the running local emulators;
 * with a real project id it uses the Application Default Credentials of that project.
 * Exit code: 0 intact, 1 tampering found, 2 error.
 */
import { parseArgs } from 'node:util';
import { useProject } from './lib/target-project.js';

const { values } = parseArgs({
  options: { project: { type: 'string' }, seal: { type: 'boolean', default: false } },
});
const { projectId, local } = await useProject(values.project);

// Imported after the environment is set: the admin app reads it when first used.
const { verifyAccessLog } = await import('../functions/src/modules/access-log/verify.js');
const { sealAccessLog } = await import('../functions/src/modules/access-log/seal.js');

try {
  if (values.seal) {
    const sealed = await sealAccessLog();
    console.log(`sealed ${sealed.entries} entries in ${sealed.blocks} new blocks`);
  }
  const result = await verifyAccessLog();
  console.log(`access record of ${projectId}${local ? ' (local emulators)' : ''}: ${result.durationMs} ms`);
  console.log(
    `blocks: ${result.blocks}, sealed entries checked: ${result.entries}, not yet sealed: ${result.unsealed}`,
  );
  if (result.problem) {
    console.error(`TAMPERING (${result.problem.kind}): ${result.problem.message}`);
    process.exit(1);
  }
  console.log('intact: every sealed entry fits its block and every block its chain');
  process.exit(0);
} catch (error) {
  console.error(`could not check the access record of ${projectId}: ${(error as Error).message}`);
  process.exit(2);
}
