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
  group: ['../*/*.repository.ts'],
  message: 'a module exposes use cases, never its repository: let buildApp hand in what you need',
};
/** Modules this one must not import: what both need belongs in a lower module (e.g. `listing`). */
const above = (...modules) => ({
  group: modules.map((name) => `../${name}/*`),
  message: 'catalogue, search and stores do not import each other; what they share lives in listing',
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
  // Between API modules (DESIGN.md §2): a module takes what buildApp hands it, never another module's
  // repository. (Checkout still builds payments' repository; it leaves this list when that goes.)
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/modules/checkout/**'],
    rules: { 'no-restricted-imports': restrict([apiImportsCore, noForeignRepository]) },
  },
  // Layers, so no import cycle comes back (issue 9): `listing` (cards, visibility, the fuzzy query) is the
  // floor that catalogue, search and stores stand on and imports no module; catalogue and search stay
  // strangers to each other and to stores.
  {
    files: ['apps/api/src/modules/listing/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        apiImportsCore,
        noForeignRepository,
        {
          group: apiModules.filter((name) => name !== 'listing').map((name) => `../${name}/*`),
          message: 'listing imports no module: the modules above it import listing',
        },
      ]),
    },
  },
  {
    files: ['apps/api/src/modules/catalogue/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([apiImportsCore, noForeignRepository, above('search', 'stores')]),
    },
  },
  {
    files: ['apps/api/src/modules/search/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([apiImportsCore, noForeignRepository, above('catalogue', 'stores')]),
    },
  },
  {
    files: ['apps/api/src/modules/stores/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([apiImportsCore, noForeignRepository, above('catalogue', 'search')]),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@bedesten/api', '@bedesten/api/*', '**/apps/api/**', '**/packages/core/**'],
          message: 'web reaches the API over HTTP only; core as @bedesten/core',
        },
        { group: serverOnly, message: 'web reaches the database through the API only' },
      ]),
    },
  },
);
