import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { messagesByLanguage } from './scripts/messages-by-language.ts';
import { shellChunks } from './scripts/shell-chunks.ts';

const apiTarget = process.env.INTERNAL_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [reactRouter(), messagesByLanguage()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  // Every page loads the shell (root, customer layout, what they import): two chunks, not forty (ADR 0049).
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: shellChunks(fileURLToPath(new URL('./app', import.meta.url))) } },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    // In development the API runs on its own port; the browser only talks to Vite.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
});
