/**
 * Everything needed to run the Firebase emulator suite offline on this kind of machine.
 *
 * - firebase-tools is pinned to 14.18.0: later versions refuse Java below 21.
 * - firebase-tools cannot download its emulator jars here, so when the Google Cloud CLI's
 *   preinstalled Firestore and Pub/Sub emulators exist we point firebase-tools at them. The
 *   Firestore jar has no Main-Class, so a manifest-only wrapper jar names it. On a machine
 *   without them (with internet), firebase-tools downloads its own as usual.
 * - Nothing may probe Google: metadata-server detection is off, the project id is `demo-`, and
 *   the CLI's once-a-day "message of the day" fetch is satisfied from a project-local config.
 * - The account-number keyring (secret `ACCOUNT_KEYS`) is a demo key generated on first use in
 *   `functions/.secret.local` (gitignored, never committed), where the Functions emulator reads
 *   secrets; it is also exported to every command run here, so in-process tests and scripts
 *   (seed, migrate:accounts, keys:rotate) encrypt and decrypt with the same key.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateAccountKeys, parseAccountKeys } from '../../functions/src/modules/accounts/account-cipher.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT_ID = 'demo-settle';
export const REGION = 'asia-northeast3';
export const HOSTING_URL = 'http://127.0.0.1:5000';
export const FIREBASE_BIN = join(ROOT, 'node_modules/.bin/firebase');

const GCLOUD = '/usr/lib/google-cloud-sdk/platform';
const FIRESTORE_JAR = `${GCLOUD}/cloud-firestore-emulator/cloud-firestore-emulator.jar`;
const PUBSUB_SCRIPT = `${GCLOUD}/pubsub-emulator/bin/cloud-pubsub-emulator`;
const WORK_DIR = join(ROOT, '.emulators');

/** The environment for firebase-tools and for anything that talks to the emulators. */
export function emulatorEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    METADATA_SERVER_DETECTION: 'none',
    GCLOUD_PROJECT: PROJECT_ID,
    // A project-local config store for firebase-tools (see prepareConfigStore).
    XDG_CONFIG_HOME: join(WORK_DIR, 'config'),
    ACCOUNT_KEYS: demoAccountKeys(),
  };
  if (existsSync(FIRESTORE_JAR)) env.FIRESTORE_EMULATOR_BINARY_PATH = wrapperJar();
  if (existsSync(PUBSUB_SCRIPT)) env.PUBSUB_EMULATOR_BINARY_PATH = PUBSUB_SCRIPT;
  prepareConfigStore();
  return env;
}

/** The variables firebase-admin reads to talk to the running emulators. */
export function clientEnv(): Record<string, string> {
  return {
    METADATA_SERVER_DETECTION: 'none',
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    PUBSUB_EMULATOR_HOST: '127.0.0.1:8085',
    ACCOUNT_KEYS: demoAccountKeys(),
  };
}

/** Where the Functions emulator reads secret parameters (firebase.json functions source). */
export const SECRET_FILE = join(ROOT, 'functions', '.secret.local');
const KEYS_LINE = /^\s*ACCOUNT_KEYS\s*=\s*'?([^'\r\n]*)'?\s*$/m;

/**
 * The emulators' account keyring: read from `functions/.secret.local`, generated there (one
 * random key and hash key, file mode 600) when absent. Local only: deployed functions read the
 * Secret Manager secret.
 */
export function demoAccountKeys(): string {
  const text = existsSync(SECRET_FILE) ? readFileSync(SECRET_FILE, 'utf8') : '';
  const found = KEYS_LINE.exec(text)?.[1];
  if (found !== undefined) {
    parseAccountKeys(found); // a hand-edited file that is malformed stops here, clearly
    return found;
  }
  const value = generateAccountKeys();
  // Single quotes: firebase-tools' dotenv parser takes the JSON as it is.
  const line = `ACCOUNT_KEYS='${value}'\n`;
  if (text === '') writeFileSync(SECRET_FILE, line, { mode: 0o600 });
  else appendFileSync(SECRET_FILE, `${text.endsWith('\n') ? '' : '\n'}${line}`);
  return value;
}

/** A jar holding only a manifest whose Main-Class lives in the preinstalled jar. */
function wrapperJar(): string {
  const path = join(WORK_DIR, 'firestore-emulator.jar');
  const manifest =
    'Manifest-Version: 1.0\r\n' +
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\r\n' +
    `Class-Path: ${FIRESTORE_JAR}\r\n\r\n`;
  mkdirSync(WORK_DIR, { recursive: true });
  writeFileSync(path, storedZip('META-INF/MANIFEST.MF', Buffer.from(manifest)));
  return path;
}

/** A zip archive of one uncompressed entry (what a jar is). */
function storedZip(fileName: string, data: Buffer): Buffer {
  const name = Buffer.from(fileName);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/**
 * firebase-tools fetches a "message of the day" from Google at most once a day and remembers
 * when in its config store; a fresh project-local store that says "fetched" keeps it offline.
 */
function prepareConfigStore(): void {
  const dir = join(WORK_DIR, 'config', 'configstore');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'firebase-tools.json');
  if (!existsSync(file)) {
    writeFileSync(file, JSON.stringify({ motd: { fetched: Date.UTC(2100, 0, 1) }, usage: false }));
  }
}
