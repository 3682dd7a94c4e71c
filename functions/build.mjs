// Bundles the functions with esbuild: our code and the workspace `contract/` go into lib/,
// npm dependencies stay external (the Cloud Functions build installs them from package.json).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

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
