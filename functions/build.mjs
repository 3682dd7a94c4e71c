// Bundles the functions with esbuild: our code and the workspace `contract/` go into lib/,
// npm dependencies stay external (the Cloud Functions build installs them from package.json).
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';

rmSync(new URL('./lib', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: ['src/index.ts'],
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'lib',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The contract workspace is source, not a published package: bundle it.
  plugins: [
    {
      name: 'bundle-contract',
      setup(b) {
        b.onResolve({ filter: /^@settle\/contract\// }, (args) => ({
          path: new URL(`../contract/src/${args.path.slice('@settle/contract/'.length)}.ts`, import.meta.url)
            .pathname,
        }));
      },
    },
  ],
  logLevel: 'info',
});

// The statement PDF (modules/settlement/statement-fonts.ts) embeds Noto Sans KR. The font package
// is a dev dependency, not installed by the Cloud Functions build, so the two TTFs ship in lib/.
const require = createRequire(import.meta.url);
mkdirSync(new URL('./lib/fonts', import.meta.url), { recursive: true });
for (const file of ['400Regular/NotoSansKR_400Regular.ttf', '700Bold/NotoSansKR_700Bold.ttf']) {
  copyFileSync(
    require.resolve(`@expo-google-fonts/noto-sans-kr/${file}`),
    new URL(`./lib/fonts/${file.split('/')[1]}`, import.meta.url),
  );
}
