import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { messagesByLanguage } from './scripts/messages-by-language.ts';

// Unit tests of the web app's pure code. The React Router Vite plugin is
// deliberately not loaded here: tests import modules directly.
export default defineProject({
  plugins: [messagesByLanguage()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['app/test-setup.ts'],
  },
});
