import type { Config } from '@react-router/dev/config';

// Server-rendered app; the API process serves build/client and hands every
// non-/api request to build/server/index.js (see apps/api).
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
