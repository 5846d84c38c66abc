import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium.ts';
import { startProductServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server (see server.ts) for every journey of the run. */
export default async function setup(project: TestProject) {
  ensureChromium();
  const server = await startProductServer();
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
