import { createECDH, randomBytes } from 'node:crypto';
import type { LookupOptions } from 'node:dns';
import { createServer, type AddressInfo, type LookupFunction, type Server } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@bedesten/core/schemas/push';
import { createWebPushSender } from './push-sender.ts';

const browser = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:no-reply@bedesten.cy' };
const payload: PushPayload = { title: 'Bedesten', body: 'Your store was approved.', link: null, tag: 'test' };

/** What this machine has no public DNS to do: a resolver that sends every name to `address`. */
const resolvesTo = (address: string): LookupFunction => {
  const family = address.includes(':') ? 6 : 4;
  return (_hostname: string, options: LookupOptions, callback: (...args: never[]) => void) => {
    const answer = callback as (
      error: null,
      found: string | { address: string; family: number }[],
      family?: number,
    ) => void;
    if (options.all) answer(null, [{ address, family }]);
    else answer(null, address, family);
  };
};

describe('createWebPushSender', () => {
  // A listener on this machine that counts whoever reaches it.
  let server: Server;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('forgets a subscription whose endpoint is not at a known push service, without contacting it', async () => {
    const sender = createWebPushSender(keys);
    for (const endpoint of [
      `http://127.0.0.1:${port}/push`,
      `https://127.0.0.1:${port}/push`,
      `https://localhost:${port}/push`,
      `https://fcm.googleapis.com:${port}/fcm/send/x`,
    ]) {
      expect([endpoint, await sender.send({ endpoint, ...browser() }, payload)]).toEqual([
        endpoint,
        { outcome: 'gone' },
      ]);
    }
    expect(connections).toBe(0);
  });

  it('sends nothing when a push service’s name resolves to an address that is not public', async () => {
    for (const inward of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const sender = createWebPushSender(keys, { lookup: resolvesTo(inward) });
      const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`;
      // Without the guard this would be a connection to port 443 here, refused or answered, never "blocked".
      expect([inward, await sender.send({ endpoint, ...browser() }, payload)]).toEqual([
        inward,
        { outcome: 'blocked' },
      ]);
    }
  });
});
