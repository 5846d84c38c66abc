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
    // `expect.poll` waits for a page state, like Playwright's locators do (30 s); vitest's own default of
    // 1 s is shorter than one server round trip on a busy 2-core machine.
    expect: { poll: { timeout: 15_000 } },
  },
});
