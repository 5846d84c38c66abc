import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Unit tests of the web app's pure code. The React Router Vite plugin is
// deliberately not loaded here: tests import modules directly.
export default defineProject({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
