import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const FILES = {
  regular: 'NotoSansKR_400Regular.ttf',
  bold: 'NotoSansKR_700Bold.ttf',
} as const;
export type StatementFontWeight = keyof typeof FILES;
const PACKAGE_DIRS: Record<StatementFontWeight, string> = { regular: '400Regular', bold: '700Bold' };

/**
 * Where the Noto Sans KR TTFs are. Deployed, functions/build.mjs has copied them next to the
 * bundle (lib/fonts/), because the font package is a dev dependency the Cloud Functions build
 * does not install. The source run by the in-process tests has no lib/: it reads the package.
 */
function fontPath(weight: StatementFontWeight): string {
  const bundled = fileURLToPath(new URL(`./fonts/${FILES[weight]}`, import.meta.url));
  if (existsSync(bundled)) return bundled;
  return createRequire(import.meta.url).resolve(
    `@expo-google-fonts/noto-sans-kr/${PACKAGE_DIRS[weight]}/${FILES[weight]}`,
  );
}

// About 6 MB each: read once per instance, not once per statement.
const loaded = new Map<StatementFontWeight, Promise<Uint8Array>>();

export function statementFont(weight: StatementFontWeight): Promise<Uint8Array> {
  let bytes = loaded.get(weight);
  if (!bytes) {
    bytes = readFile(fontPath(weight));
    // A failed read is retried by the next statement rather than cached.
    bytes.catch(() => loaded.delete(weight));
    loaded.set(weight, bytes);
  }
  return bytes;
}
