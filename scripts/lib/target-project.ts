/**
 * The project an operator's script works on (`--project <id>`): without it, or with a `demo-`
 * project, the running local emulators (exits 2 when the Firestore emulator does not answer);
 * with a real project id, that project through the Application Default Credentials
 * (`gcloud auth application-default login`). Sets the environment firebase-admin reads, so
 * import the functions' modules after calling it.
 */
import { PROJECT_ID, clientEnv } from './emulator-env.js';

export async function useProject(project: string | undefined): Promise<{ projectId: string; local: boolean }> {
  const projectId = project ?? PROJECT_ID;
  const local = projectId.startsWith('demo-');
  if (!local) {
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    process.env.GCLOUD_PROJECT = projectId;
    return { projectId, local };
  }
  Object.assign(process.env, clientEnv(), { GCLOUD_PROJECT: projectId });
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '';
  const up = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) }).then(
    () => true,
    () => false,
  );
  if (!up) {
    console.error(`the Firestore emulator does not answer at ${host}: start it first (npm start)`);
    process.exit(2);
  }
  return { projectId, local };
}
