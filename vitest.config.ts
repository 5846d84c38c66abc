import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own settings.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/api', 'apps/api/vitest.reliability.config.ts', 'apps/web', 'e2e'],
  },
});
