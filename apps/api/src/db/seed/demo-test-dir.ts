import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A throw-away DATA_DIR for a seed test file (call it at the file's top level): the pictures it stores are
 * real files, checked by the tests, and removed after the file's tests.
 */
export function demoTestDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bedesten-seed-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
