import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A throw-away DATA_DIR for a seed test: the pictures it stores are real files, checked by the tests. */
export function demoTestDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'bedesten-seed-test-'));
}
