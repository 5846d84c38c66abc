import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports run one way (DESIGN.md §2): core imports nothing of ours, api and web import core, web never imports api. */
const restrict = (patterns) => ['error', { patterns }];
const serverOnly = ['drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify', 'fastify/*', '@fastify/*', 'ioredis'];

const webRestrictions = [
  {
    group: ['@bedesten/api', '@bedesten/api/*', '**/apps/api/**', '**/packages/core/**'],
    message: 'web reaches the API over HTTP only; core as @bedesten/core',
  },
  { group: serverOnly, message: 'web reaches the database through the API only' },
];

/**
 * A feature folder does not import another feature's internals (DESIGN.md §2): one block per
 * folder under apps/web/app/features, each restricting every file of every other folder (its
 * components, hooks, api and helpers), by alias or relative path. What two features share lives
 * in apps/web/app/components (UI) or apps/web/app/lib (calls, helpers); routes compose features
 * and are not bound by this. The web restrictions above are repeated in each block, because a
 * later block's rule replaces an earlier one for its files.
 */
const webFeatures = readdirSync(new URL('./apps/web/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = webFeatures.map((feature) => {
  const others = webFeatures.filter((other) => other !== feature);
  return {
    files: [`apps/web/app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict([
        ...webRestrictions,
        {
          group: others.flatMap((other) => [
            `~/features/${other}/**`,
            `**/features/${other}/**`,
            `../${other}/**`,
            `../../${other}/**`,
          ]),
          message: `features/${feature} may not import another feature's files: move what they share to app/components or app/lib, or pass it in`,
        },
      ]),
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'e2e/artifacts/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@bedesten/api', '@bedesten/api/*', '@bedesten/web', '@bedesten/web/*', '**/apps/**'],
          message: 'core imports nothing of ours',
        },
        {
          group: ['node:*', 'fs', 'path', 'react', 'react-*', ...serverOnly],
          message: 'core is pure: no I/O, no framework',
        },
      ]),
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@bedesten/web', '@bedesten/web/*', '**/apps/web/**', '**/packages/core/**'],
          message: 'api imports core as @bedesten/core, never web',
        },
      ]),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-restricted-imports': restrict(webRestrictions),
    },
  },
  ...featureBoundaries,
);
