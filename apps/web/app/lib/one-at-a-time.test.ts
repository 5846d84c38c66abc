import { describe, expect, it } from 'vitest';
import { createOneAtATime } from './one-at-a-time.ts';

describe('one at a time', () => {
  it('drops a call made while the last one runs, and takes the next one after it', async () => {
    const once = createOneAtATime();
    let sent = 0;
    let finish = () => {};
    const send = () =>
      new Promise<string>((resolve) => {
        sent += 1;
        finish = () => resolve(`sent ${sent}`);
      });
    const first = once(send);
    const second = once(send);
    expect(sent).toBe(1);
    finish();
    expect(await first).toBe('sent 1');
    expect(await second).toBeUndefined();
    const third = once(send);
    finish();
    expect(await third).toBe('sent 2');
  });

  it('is free again after a failure', async () => {
    const once = createOneAtATime();
    await expect(once(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await once(async () => 'again')).toBe('again');
  });
});
