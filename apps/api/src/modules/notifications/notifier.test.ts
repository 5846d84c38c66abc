import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@bedesten/core/schemas/push';
import { notifications, pushSubscriptions } from '../../db/schema/notifications.ts';
import { createSignedInUser, createStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import type { EmailMessage } from '../messaging/email-sender.ts';
import { createMessagingRepository } from '../messaging/messaging.repository.ts';
import { createMessenger, type OutgoingMessage } from '../messaging/messenger.ts';
import type { SmsMessage } from '../messaging/sms-sender.ts';
import { createInProcessJobRunner } from '../../lib/jobs/in-process-runner.ts';
import { createNotifier } from './create-notifier.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import type { Notifier } from './notifier.ts';
import type { PushSender, StoredPushSubscription } from './push-sender.ts';

/** A browser's side of a push subscription: real P-256 keys, so web-push can encrypt to it and we can read it. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

// http_ece comes with web-push; the test reads what the push service got as the browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on this machine: answers each request with the next status given. */
async function fakePushService(statuses: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.shift() ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { received, base, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the notifier: every channel as each person chose', () => {
  const emails: EmailMessage[] = [];
  const texts: SmsMessage[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_URL: 'https://bedesten.example' },
      providers: {
        email: { name: 'fake', send: async (m) => void emails.push(m) },
        sms: { name: 'fake', send: async (m) => void texts.push(m) },
      },
    });
  });
  afterAll(() => ctx.close());

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });

  /** The real repository and the real rules, with every message and push recorded instead of sent. */
  function recordingNotifier() {
    const sent: OutgoingMessage[] = [];
    const pushed: { subscription: StoredPushSubscription; payload: PushPayload }[] = [];
    const push: PushSender = {
      publicKey: 'test',
      send: async (subscription, payload) => {
        pushed.push({ subscription, payload });
        return { outcome: 'sent' };
      },
    };
    // Pushes go out as background jobs: this notifier's `notify` waits for them, as a person would a moment later.
    const jobs = createInProcessJobRunner({ log: ctx.app.log });
    const channels = createNotifier({
      repository: createNotificationsRepository(ctx.database.db),
      messenger: {
        send: async (m) => void sent.push(m),
        queue: async (m) => void sent.push(m),
        sendAll: async (ms) => void sent.push(...ms),
      },
      push,
      siteUrl: () => 'https://bedesten.example',
      jobs,
      log: ctx.app.log,
    });
    const notifier: Notifier = {
      notify: async (notices) => {
        await channels.notify(notices);
        await jobs.settled();
      },
      durable: channels.durable,
      debounced: channels.debounced,
    };
    return { notifier, sent, pushed };
  }

  async function personWithBrowser(language = 'en') {
    const person = await createSignedInUser(ctx.app, ctx.database, { language });
    const keys = browserKeys();
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`;
    const saved = await post('/api/updateFCMToken', person.headers, {
      subscription: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    expect(saved.statusCode).toBe(200);
    return { ...person, endpoint };
  }

  const approved = (userId: string) => ({
    userId,
    kind: 'store_approved' as const,
    messageKey: 'store_approved_notice' as const,
    params: { store: 'Lefkoşa Bakkal' },
    link: '/vendor/store-details',
  });

  it('with every toggle on: in-app, e-mail, SMS and push, in the person’s language with absolute links', async () => {
    const person = await personWithBrowser('tr');
    await post('/api/account-settings', person.headers, { notifications: { partner_approvals: { sms: true } } });
    const { notifier, sent, pushed } = recordingNotifier();
    await notifier.notify([approved(person.user.id)]);

    const text = 'Lefkoşa Bakkal mağazanız onaylandı. Müşteriler artık mağazanızı bulabilir.';
    const link = 'https://bedesten.example/vendor/store-details';
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, person.user.id));
    expect(rows).toMatchObject([{ kind: 'store_approved', link: '/vendor/store-details' }]);
    expect(sent).toEqual([
      {
        channel: 'email',
        to: person.user.email,
        subject: text,
        body: expect.stringContaining(`Bedesten'de açın: ${link}`),
        html: expect.stringContaining(`href="${link}"`),
      },
      { channel: 'sms', to: `+357${person.user.mobile}`, body: `${text} ${link}` },
    ]);
    expect(pushed).toEqual([
      {
        subscription: expect.objectContaining({ endpoint: person.endpoint }),
        payload: expect.objectContaining({ title: 'Bedesten', body: text, link }),
      },
    ]);
  });

  it.each(['email', 'sms', 'push'] as const)('with %s off for the topic, nothing goes on that channel', async (off) => {
    const person = await personWithBrowser();
    const on = { email: true, sms: true, push: true, [off]: false };
    const saved = await post('/api/account-settings', person.headers, { notifications: { partner_approvals: on } });
    expect(saved.statusCode).toBe(200);
    const { notifier, sent, pushed } = recordingNotifier();
    await notifier.notify([approved(person.user.id)]);

    const channels = [...sent.map((m) => m.channel), ...pushed.map(() => 'push')].sort();
    expect(channels).toEqual(['email', 'push', 'sms'].filter((c) => c !== off));
    // In-app always.
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, person.user.id));
    expect(rows).toHaveLength(1);
  });

  it('reads toggles by the kind’s topic: order updates off leaves staff decisions going', async () => {
    const person = await personWithBrowser();
    const off = { email: false, sms: false, push: false };
    await post('/api/account-settings', person.headers, { notifications: { order_updates: off } });
    const { notifier, sent, pushed } = recordingNotifier();
    await notifier.notify([
      {
        userId: person.user.id,
        kind: 'order_paid',
        messageKey: 'order_paid_notice',
        params: { number: 7 },
        link: null,
      },
      approved(person.user.id),
    ]);
    // The order's SMS is off with its topic; a partner's approval goes by e-mail and SMS (on by default).
    expect(sent.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(pushed).toHaveLength(1);
    expect(
      await ctx.database.db.select().from(notifications).where(eq(notifications.userId, person.user.id)),
    ).toHaveLength(2);
  });

  it('a failing channel is logged, the others still go, and the caller sees no error', async () => {
    const person = await personWithBrowser();
    const sent: SmsMessage[] = [];
    // The real messenger in production mode (no outbox): its e-mail provider is down, its SMS provider works.
    const jobs = createInProcessJobRunner({ log: ctx.app.log, attempts: 1 });
    const messenger = createMessenger({
      repository: createMessagingRepository(ctx.database.db),
      email: { name: 'down', send: () => Promise.reject(new Error('SMTP down')) },
      sms: { name: 'fake', send: async (m) => void sent.push(m) },
      outboxEnabled: false,
      jobs,
      log: ctx.app.log,
    });
    const notifier = createNotifier({
      repository: createNotificationsRepository(ctx.database.db),
      messenger,
      push: { publicKey: 'test', send: async () => Promise.reject(new Error('push service unreachable')) },
      siteUrl: () => 'https://bedesten.example',
      jobs,
      log: ctx.app.log,
    });
    await post('/api/account-settings', person.headers, { notifications: { partner_approvals: { sms: true } } });
    await expect(notifier.notify([approved(person.user.id)])).resolves.toBeUndefined();
    await jobs.settled();
    expect(sent).toEqual([{ to: expect.stringMatching(/^\+/), text: expect.stringContaining('Lefkoşa Bakkal') }]);
    // The e-mail and the push that failed wait in the failed list for staff.
    const failed = (await jobs.failed({ offset: 0, limit: 10 })).rows.map((job) => [job.name, job.lastError]);
    expect(failed.sort()).toEqual([
      ['message.send', 'SMTP down'],
      ['push.send', 'push service unreachable'],
    ]);
  });

  describe('web push through a push service', () => {
    it('sends an encrypted, VAPID-signed message; 201 keeps the subscription, 410 removes it', async () => {
      const service = await fakePushService([201, 410]);
      // An app of its own whose pushes all go to the fake: a real endpoint is at a push service.
      const own = await createTestApp({
        env: { PUBLIC_URL: 'https://bedesten.example' },
        providers: { pushDeliverTo: service.base },
      });
      try {
        const person = await createSignedInUser(own.app, own.database);
        const keys = browserKeys();
        const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`;
        const key = await own.app.inject({ method: 'GET', url: '/api/push-public-key' });
        const publicKey = key.json().data.public_key as string;
        expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
        expect(
          (
            await own.app.inject({
              method: 'POST',
              url: '/api/updateFCMToken',
              headers: person.headers,
              payload: { subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } },
            })
          ).statusCode,
        ).toBe(200);
        const staff = await createSignedInUser(own.app, own.database, { staffRole: 'staff' });
        const rows = () =>
          own.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

        // The app's own notifier and VAPID keys, reached through staff deciding about the person's store.
        const store = await createStore(own.database, person.user.id, { status: 'pending', title: 'Lefkoşa Bakkal' });
        const decide = (action: string, payload?: object) =>
          own.app.inject({
            method: 'POST',
            url: `/api/admin/stores/${store.id}/${action}`,
            headers: staff.headers,
            ...(payload ? { payload } : {}),
          });
        expect((await decide('approve')).statusCode).toBe(200);
        expect(service.received).toHaveLength(1);
        const [request] = service.received;
        expect(request!.path).toBe(new URL(endpoint).pathname);
        expect(request!.headers.host).toBe('fcm.googleapis.com');
        expect(request!.headers['content-encoding']).toBe('aes128gcm');
        expect(request!.headers.authorization).toMatch(
          new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
        );
        const payload = JSON.parse(
          ece.decrypt(request!.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString(),
        );
        expect(payload).toMatchObject({
          title: 'Bedesten',
          body: 'Your store Lefkoşa Bakkal was approved. Customers can now find it.',
          link: 'https://bedesten.example/vendor/store-details',
        });
        expect((await rows())[0]).toMatchObject({ userId: person.user.id, lastSuccessAt: expect.any(Date) });

        expect((await decide('reject', { reason: 'Missing licence' })).statusCode).toBe(200);
        expect(service.received).toHaveLength(2);
        expect(await rows()).toEqual([]);
      } finally {
        await own.close();
        await service.close();
      }
    });
  });
});
