import { CLIENT_TRUSTED_HEADER } from '@bedesten/core/http/internal-headers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDemo, isDemoTrusted } from './session.server.ts';

const pageFor = (trusted?: '0' | '1') =>
  new Request('http://localhost/dev/outbox', { headers: trusted ? { [CLIENT_TRUSTED_HEADER]: trusted } : {} });

/** The demo outbox (ADR 0084): linked wherever it exists, readable with the demo token or DEMO_PUBLIC. */
describe('isDemo and isDemoTrusted', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('points everyone to the outbox outside production, and nobody in production', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(isDemo()).toBe(true);
    vi.stubEnv('NODE_ENV', 'production');
    expect(isDemo()).toBe(false);
  });

  it('shows the outbox to a visitor the API vouches for as holding the token, and not to one it does not', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('DEMO_PUBLIC', '');
    expect(isDemoTrusted(pageFor('1'))).toBe(true);
    expect(isDemoTrusted(pageFor('0'))).toBe(false);
    // Rendered by the Vite dev server, without the API process in front: the API's answer decides.
    expect(isDemoTrusted(pageFor())).toBe(true);
  });

  it('shows it to everyone with DEMO_PUBLIC, and never in production', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('DEMO_PUBLIC', 'true');
    expect(isDemoTrusted(pageFor('0'))).toBe(true);
    vi.stubEnv('NODE_ENV', 'production');
    expect(isDemoTrusted(pageFor('1'))).toBe(false);
  });
});
