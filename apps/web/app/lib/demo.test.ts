import { CLIENT_LOCAL_HEADER } from '@bedesten/core/http/internal-headers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDemo } from './session.server.ts';

const pageFor = (local?: '0' | '1') =>
  new Request('http://localhost/auth/sign-in', { headers: local ? { [CLIENT_LOCAL_HEADER]: local } : {} });

/** The demo outbox link shows only where the outbox answers (ADR 0028): this computer, or DEMO_PUBLIC. */
describe('isDemo', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is on for a visitor on this computer and off for anyone else', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('DEMO_PUBLIC', '');
    expect(isDemo(pageFor('1'))).toBe(true);
    expect(isDemo(pageFor('0'))).toBe(false);
    // Rendered by the Vite dev server on this computer, without the API process in front.
    expect(isDemo(pageFor())).toBe(true);
  });

  it('is on for everyone with DEMO_PUBLIC, and never in production', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('DEMO_PUBLIC', 'true');
    expect(isDemo(pageFor('0'))).toBe(true);
    vi.stubEnv('NODE_ENV', 'production');
    expect(isDemo(pageFor('1'))).toBe(false);
  });
});
