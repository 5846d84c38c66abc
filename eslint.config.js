import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports run one way (DESIGN.md §2): core imports nothing of ours, api and web import core, web never imports api. */
const restrict = (patterns) => ['error', { patterns }];
const serverOnly = ['drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify', 'fastify/*', '@fastify/*', 'ioredis'];
/** The API's modules (apps/api/src/modules/<module>/). */
const apiModules = readdirSync(new URL('./apps/api/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiImportsCore = {
  group: ['@bedesten/web', '@bedesten/web/*', '**/apps/web/**', '**/packages/core/**'],
  message: 'api imports core as @bedesten/core, never web',
};
const noForeignRepository = {
  group: ['../*/*.repository.ts', '../*/*.routes.ts'],
  message: "another module's repository or routes: call its use case or ledger, handed in by buildApp (DESIGN.md §2)",
};
const drizzleOnlyInRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*', 'pg'],
  message: 'the database is reached through a repository (*.repository.ts); nobody else touches Drizzle',
};
/**
 * The rule for the files of `glob` (tests aside): the module seams and `extra`, and, outside its
 * repositories (and `*.sql.ts`, the query fragments repositories share), no Drizzle. Two blocks,
 * because a later block's rule replaces an earlier one.
 */
const moduleRules = (glob, extra) => [
  {
    files: [`${glob}/*.ts`],
    ignores: ['**/*.test.ts', '**/*.repository.ts', '**/*.sql.ts'],
    rules: {
      'no-restricted-imports': restrict([apiImportsCore, noForeignRepository, drizzleOnlyInRepositories, ...extra]),
    },
  },
  {
    files: [`${glob}/*.repository.ts`, `${glob}/*.sql.ts`],
    rules: { 'no-restricted-imports': restrict([apiImportsCore, noForeignRepository, ...extra]) },
  },
];
/** Modules this one must not import: what both need belongs in a lower module (e.g. `listing`). */
const above = (...modules) => ({
  group: modules.map((name) => `../${name}/*`),
  message: 'catalogue, search and stores do not import each other; what they share lives in listing',
});

const webRestrictions = [
  {
    group: ['@bedesten/api', '@bedesten/api/*', '**/apps/api/**', '**/packages/core/**'],
    message: 'web reaches the API over HTTP only; core as @bedesten/core',
  },
  { group: serverOnly, message: 'web reaches the database through the API only' },
  {
    group: ['react-router'],
    importNames: ['Link'],
    message: 'Link comes from ~/components/link.tsx, which the server draws more cheaply (ADR 0077)',
  },
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
    rules: { 'no-restricted-imports': restrict([apiImportsCore]) },
  },
  {
    // Outside the modules, only `db/` (schema, migrations, seeds) and tests touch Drizzle.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict([apiImportsCore, drizzleOnlyInRepositories]) },
  },
  // Between API modules (DESIGN.md §2): a module takes what buildApp hands it, never another module's
  // repository or routes, and only its repositories touch Drizzle.
  ...moduleRules('apps/api/src/modules/**', []),
  // Layers, so no import cycle comes back (issue 9): `listing` (cards, visibility, the fuzzy query) is the
  // floor that catalogue, search and stores stand on and imports no module; catalogue and search stay
  // strangers to each other and to stores.
  ...moduleRules('apps/api/src/modules/listing/**', [
    {
      group: apiModules.filter((name) => name !== 'listing').map((name) => `../${name}/*`),
      message: 'listing imports no module: the modules above it import listing',
    },
  ]),
  ...moduleRules('apps/api/src/modules/catalogue/**', [above('search', 'stores')]),
  ...moduleRules('apps/api/src/modules/search/**', [above('catalogue', 'stores')]),
  ...moduleRules('apps/api/src/modules/stores/**', [above('catalogue', 'search')]),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-restricted-imports': restrict(webRestrictions),
    },
  },
  ...featureBoundaries,
);
