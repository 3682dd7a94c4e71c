// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (path) => {
  try {
    return readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

/**
 * The walls between layers and features (ARCHITECTURE.md, convention 1):
 * - contract/ imports nothing of ours;
 * - web: a feature never imports another feature; shared code (lib, components, theme) never
 *   imports features or app; features never import app;
 * - functions: modules (use-cases) never import the HTTP layer or the triggers.
 */
const webFeatures = dirs('./web/src/features/');
const functionModules = dirs('./functions/src/modules/');
const walls = [
  {
    target: './contract',
    from: ['./functions', './web', './scripts'],
    message: 'contract/ is shared by both sides and depends on neither.',
  },
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move shared code below features (lib, components).',
  })),
  ...['lib', 'components', 'theme'].map((layer) => ({
    target: `./web/src/${layer}`,
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code lives below features and app, never above.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features do not import the app shell.' },
  ...functionModules.map((mod) => ({
    target: `./functions/src/modules/${mod}`,
    from: ['./functions/src/http', './functions/src/triggers', './functions/src/index.ts'],
    message: 'Use-cases do not depend on the HTTP edge or the triggers (typed errors live in lib/).',
  })),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.emulators/**', 'web/dev-dist/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', '*/tsconfig.json', 'web/tsconfig.sw.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: walls }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Schemas are shared with the browser, where classic zod cannot be tree-shaken (~26 KB gzip
    // against ~9 KB for zod/mini with the same schemas).
    files: ['contract/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Use 'zod/mini' (tree-shakable); see README Conventions." },
            { name: 'zod/v4', message: "Use 'zod/mini' (tree-shakable); see README Conventions." },
            // The design card names react-router-dom (issue 17); both resolve to one copy.
            { name: 'react-router', message: "Import routing from 'react-router-dom'." },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The service worker runs in a worker, not a window (its own tsconfig: web/tsconfig.sw.json).
    files: ['web/src/service-worker/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Command-line scripts and tests talk to a person through the console.
    files: ['scripts/**', 'e2e/**', '**/test/**', 'web/scripts/**', 'functions/build.mjs'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
