import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeZodJitless } from './zod-jitless.ts';

describe('zod-jitless', () => {
  it('turns off the JIT in the settings z.config() reads, without importing zod', () => {
    expect(z.config().jitless).not.toBe(true);
    makeZodJitless();
    expect(z.config().jitless).toBe(true);
    z.config({ jitless: false });
  });
});
