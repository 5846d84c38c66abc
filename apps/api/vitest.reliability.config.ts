import { defineProject } from 'vitest/config';

/**
 * The reliability group (issue 10): fuzzing every operation of the OpenAPI
 * document, the access matrix, database faults and sign-in limits. Slower
 * than the module tests and run apart from them, in `npm run test:unit`,
 * so CI runs it on both passes.
 */
export default defineProject({
  test: {
    name: 'reliability',
    include: ['test/reliability/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
