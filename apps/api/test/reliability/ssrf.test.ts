import { createECDH, randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@bedesten/core/messages/catalogue';
import { pushSubscriptions } from '../../src/db/schema/notifications.ts';
import { createOsrmRouting } from '../../src/modules/cabs/routing-service.ts';
import { createNominatimGeocoder } from '../../src/modules/geo/nominatim-geocoder.ts';
import { createHttpSmsSender } from '../../src/modules/messaging/sms-sender.ts';
import { createSignedInUser, createStore } from '../factories.ts';
import { createTestApp, type TestContext } from '../test-app.ts';

/**
 * Issue 42, item 3: a push subscription is the one address a user hands the
 * server to POST to. Only https endpoints on port 443 at a known browser push
 * service are kept, and a subscription stored before that rule (or slipped
 * into the table) is dropped at send time without being contacted (ADR 0083).
 * The connect-time guard on resolved addresses has its own tests beside it
 * (src/lib/outbound-guard.test.ts, push-sender.test.ts), with an injected
 * resolver, since this machine has no public DNS. The services an operator
 * configured are trusted as configured, but a redirect is never followed.
 */

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const id = () => randomBytes(6).toString('hex');

describe('server-side request forgery through web push', () => {
  let ctx: TestContext;
  // Something listening on this machine, as an internal service would: it counts every connection made to it.
  let listener: Server;
  let listenerV6: Server | null = null;
  let port: number;
  let connections = 0;
  const count = (socket: { destroy(): void }) => {
    connections += 1;
    socket.destroy();
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    listener = createServer(count);
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
    const v6 = createServer(count);
    listenerV6 = await new Promise<Server | null>((resolve) => {
      v6.once('error', () => resolve(null));
      v6.listen(port, '::1', () => resolve(v6));
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => listener.close(resolve));
    if (listenerV6) await new Promise((resolve) => listenerV6!.close(resolve));
  });

  const hostile = () => [
    `http://127.0.0.1:${port}/push`,
    'https://127.0.0.1/push',
    `https://127.0.0.1:${port}/push`,
    'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'https://[::1]/push',
    `https://[::1]:${port}/push`,
    'https://[::ffff:127.0.0.1]/push',
    'https://[fd00::1]/push',
    'https://100.64.0.1/push',
    'https://0.0.0.0/push',
    'https://localhost/push',
    'https://127.0.0.1.nip.io/push',
    `http://fcm.googleapis.com/fcm/send/${id()}`,
    `https://fcm.googleapis.com:8443/fcm/send/${id()}`,
    `https://user:secret@fcm.googleapis.com/fcm/send/${id()}`,
    `https://fcm.googleapis.com.attacker.example/fcm/send/${id()}`,
    `https://push.apple.com.attacker.example/${id()}`,
  ];

  it('refuses every endpoint that is not https:443 at a known push service, in the caller’s language', async () => {
    const person = await createSignedInUser(ctx.app, ctx.database);
    for (const endpoint of hostile()) {
      for (const lang of ['en', 'tr'] as const) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/updateFCMToken',
          headers: { ...person.headers, 'accept-language': lang },
          payload: { subscription: { endpoint, expirationTime: null, keys: keys() } },
        });
        const said = message('push_endpoint_not_allowed', lang);
        expect([endpoint, lang, response.statusCode]).toEqual([endpoint, lang, 400]);
        expect(response.json()).toEqual({
          error: said,
          code: 'push_endpoint_not_allowed',
          errors: { 'subscription.endpoint': [said] },
        });
      }
    }
    const kept = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, person.user.id));
    expect(kept).toEqual([]);
    expect(message('push_endpoint_not_allowed', 'tr')).not.toBe(message('push_endpoint_not_allowed', 'en'));
  });

  it('keeps the endpoints the browsers’ push services hand out', async () => {
    const person = await createSignedInUser(ctx.app, ctx.database);
    const browsers = [
      `https://fcm.googleapis.com/fcm/send/${id()}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${id()}`,
      `https://web.push.apple.com/${id()}`,
      `https://wns2-db5p.notify.windows.com/w/?token=${id()}`,
    ];
    for (const endpoint of browsers) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/updateFCMToken',
        headers: person.headers,
        payload: { subscription: { endpoint, keys: keys() } },
      });
      expect([endpoint, response.statusCode]).toEqual([endpoint, 200]);
    }
    // Nothing is sent to this person: their subscriptions stay unused (this machine reaches no push service).
    const kept = await ctx.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, person.user.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual([...browsers].sort());
  });

  it('drops stored subscriptions at internal addresses when a notice is sent, and never contacts them', async () => {
    const vendor = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });
    // As a subscription saved before the rule was: straight into the table, pointing at the listener.
    const stored = [
      `http://127.0.0.1:${port}/push/${id()}`,
      `https://127.0.0.1:${port}/push/${id()}`,
      `https://localhost:${port}/push/${id()}`,
      `https://[::1]:${port}/push/${id()}`,
      `https://[::ffff:127.0.0.1]:${port}/push/${id()}`,
      `https://fcm.googleapis.com:${port}/fcm/send/${id()}`,
    ];
    await ctx.database.db
      .insert(pushSubscriptions)
      .values(stored.map((endpoint) => ({ userId: vendor.user.id, endpoint, ...keys() })));
    const before = connections;

    // A notice the vendor receives by push (staff decisions: the "activity" topic, push on by default).
    const store = await createStore(ctx.database, vendor.user.id, { status: 'pending', title: 'Girne Fırını' });
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/stores/${store.id}/approve`,
      headers: staff.headers,
    });
    expect(approved.statusCode).toBe(200);

    // Each was tried (and so forgotten, as an expired subscription is), none was reached.
    const left = await ctx.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.endpoint, stored));
    expect(left).toEqual([]);
    expect(connections).toBe(before);
  });

  it('follows no redirect from the geocoder, the routing service or the SMS gateway', async () => {
    // The configured service answers every request with a redirect to the listener.
    const redirector = createHttpServer((_request, response) => {
      response.writeHead(302, { location: `http://127.0.0.1:${port}/internal` }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
    try {
      const before = connections;
      const geocoder = createNominatimGeocoder({ baseUrl: base, userAgent: 'Bedesten test' });
      await expect(geocoder.forward('Girne', 'en')).rejects.toThrow();
      await expect(
        createOsrmRouting(base).roadKm({ lat: 35.17, lng: 33.36 }, { lat: 34.67, lng: 33.04 }),
      ).rejects.toThrow();
      const sms = createHttpSmsSender({ url: `${base}/send`, sender: 'Bedesten' });
      await expect(sms.send({ to: '+35799123456', text: 'Kodunuz 123456' })).rejects.toThrow();
      expect(connections).toBe(before);
    } finally {
      await new Promise((resolve) => redirector.close(resolve));
    }
  });
});
