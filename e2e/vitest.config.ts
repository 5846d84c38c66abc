import { defineProject } from 'vitest/config';

// Journeys drive one production server in Chromium; files run one after another to keep the 2-core machine calm.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
