import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own settings.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker on the 2-core CI machine.
    // The API's files mostly wait on PostgreSQL, so two at once take ~40 % less time there; each
    // file has its own database and its own Redis key prefix (apps/api/test/test-app.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/core', 'apps/api', 'apps/api/vitest.reliability.config.ts', 'apps/web', 'e2e'],
  },
});
