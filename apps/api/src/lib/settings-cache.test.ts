import { describe, expect, it } from 'vitest';
import { createSettingsCache } from './settings-cache.ts';

describe('the settings cache (ADR 0053)', () => {
  it('reads a key once within its time, again after it, and at once after forget', async () => {
    let clock = 0;
    const cache = createSettingsCache(5_000, () => clock);
    let reads = 0;
    const read = async () => ++reads;

    expect(await cache.get('platform_fee', read)).toBe(1);
    clock = 4_999;
    expect(await cache.get('platform_fee', read)).toBe(1);
    clock = 5_000;
    expect(await cache.get('platform_fee', read)).toBe(2);
    cache.forget('platform_fee');
    expect(await cache.get('platform_fee', read)).toBe(3);
    expect(await cache.get('joining_fees', read)).toBe(4);
  });

  it('does not keep a failed read', async () => {
    const cache = createSettingsCache(5_000, () => 0);
    await expect(cache.get('platform_fee', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('platform_fee', async () => 'fresh')).toBe('fresh');
  });
});
