import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.seedDemo).toBe(true);
    expect(config.CURRENCY).toBe('EUR');
  });

  it('refuses to start production with the default secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
  });

  it('listens on loopback only in development unless HOST says otherwise; on every interface in production', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).HOST).toBe('0.0.0.0');
  });

  it('keeps the outbox and demo accounts local and trusts no proxy header unless told', () => {
    const config = loadConfig({});
    expect(config.DEMO_PUBLIC).toBe(false);
    expect(config.TRUST_PROXY).toBe(false);
    expect(loadConfig({ DEMO_PUBLIC: 'true' }).DEMO_PUBLIC).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads flags written as words', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'y'.repeat(40), SEED_DEMO: 'yes' }).seedDemo).toBe(
      true,
    );
  });
});
