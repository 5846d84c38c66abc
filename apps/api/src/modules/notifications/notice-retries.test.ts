import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/messaging.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createInProcessJobRunner } from '../../lib/jobs/in-process-runner.ts';
import type { OutgoingMessage } from '../messaging/messenger.ts';
import { customerWithCart, orderBody } from '../../../test/checkout-helpers.ts';
import { createProduct, createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createNotifier } from './create-notifier.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import type { Notice } from './notifier.ts';

/**
 * ADR 0087: an order's notices are not lost when the database drops the
 * connection under them. The fault is a real one: the first insert into
 * `notifications` after it is armed ends its own connection (as
 * `pg_terminate_backend` from an operator or a failover does); a sequence
 * counts the inserts, as it keeps counting whatever the statement's fate.
 */
describe('notices through a killed connection', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_SWEEP_SECONDS: '0' } });
  });
  afterAll(async () => {
    await ctx.database.pool.query('drop trigger if exists notices_fault on notifications');
    await ctx.close();
  });

  async function armConnectionKill() {
    await ctx.database.pool.query(`
      create sequence if not exists notices_fault_inserts;
      create or replace function notices_fault() returns trigger language plpgsql as $$
      begin
        if nextval('notices_fault_inserts') = 1 then
          perform pg_terminate_backend(pg_backend_pid());
          raise exception 'terminating connection due to administrator command' using errcode = '57P01';
        end if;
        return null;
      end $$;
      create trigger notices_fault before insert on notifications for each statement execute function notices_fault();`);
  }

  const inserts = async () =>
    Number(
      (await ctx.database.pool.query<{ n: string }>('select last_value as n from notices_fault_inserts')).rows[0]!.n,
    );

  it('the in-app rows and the e-mail of a new order arrive after the retry, once each', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Girne Fırını' });
    const product = await createProduct(ctx.database, vendor.store.id);
    const customer = await customerWithCart(ctx.app, ctx.database, vendor.store.id, [
      { variantId: product.variants[0]!.id, quantity: 1 },
    ]);
    await armConnectionKill();

    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/order-by-cod',
      headers: customer.headers,
      payload: orderBody(customer.addressId),
    });
    expect(placed.statusCode).toBe(201);
    const { number } = placed.json().data.order as { number: number };

    const kindsOf = async (userId: string) =>
      (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);
    // The job tries again at once, then after 2 s, 4 s, …
    await expect.poll(() => kindsOf(customer.user.id), { timeout: 20_000, interval: 200 }).toEqual(['order_placed']);
    expect(await kindsOf(vendor.user.id)).toEqual(['new_order']);
    // The write did fail once, and was made again.
    expect(await inserts()).toBeGreaterThanOrEqual(2);

    await expect
      .poll(
        async () =>
          (await ctx.database.db.select().from(outbox).where(eq(outbox.to, customer.user.email!.toLowerCase()))).map(
            (m) => m.subject,
          ),
        { timeout: 10_000, interval: 200 },
      )
      .toEqual([expect.stringContaining(String(number))]);
    expect((await ctx.app.jobs.failed({ offset: 0, limit: 10 })).total).toBe(0);
  });

  /** The real repository and rules, with one call made to fail once as a dropped connection does. */
  function notifierFailingOnce(method: 'recipients' | 'add') {
    const real = createNotificationsRepository(ctx.database.db);
    let failed = false;
    const repository = {
      ...real,
      [method]: async (...args: never[]) => {
        if (!failed) {
          failed = true;
          throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
        }
        return (real[method] as (...a: never[]) => unknown)(...args);
      },
    } as typeof real;
    const sent: OutgoingMessage[] = [];
    const jobs = createInProcessJobRunner({ log: ctx.app.log, backoffMs: 5 });
    const notifier = createNotifier({
      repository,
      messenger: {
        send: async (m) => void sent.push(m),
        queue: async (m) => void sent.push(m),
        sendAll: async (ms) => void sent.push(...ms),
      },
      push: null,
      siteUrl: () => 'https://bedesten.example',
      jobs,
      log: ctx.app.log,
    });
    return { notifier, sent, jobs };
  }

  const notice = (userId: string): Notice => ({
    userId,
    kind: 'store_approved',
    messageKey: 'store_approved_notice',
    params: { store: 'Lefkoşa Bakkal' },
    link: '/vendor/store-details',
  });
  const rowsOf = (userId: string) =>
    ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('written in-app but unable to read whom to e-mail: the e-mail follows, and the row is not written twice', async () => {
    const person = await createSignedInUser(ctx.app, ctx.database);
    const { notifier, sent, jobs } = notifierFailingOnce('recipients');
    await notifier.notify([notice(person.user.id)]);
    // A partner's approval goes by e-mail and SMS (on by default): each once.
    await expect
      .poll(() => sent.map((m) => m.to), { timeout: 5_000, interval: 20 })
      .toEqual([person.user.email, `+357${person.user.mobile}`]);
    await jobs.settled();
    expect(await rowsOf(person.user.id)).toHaveLength(1);
  });

  it('a durable notice whose own read failed is worked out again, and sent once', async () => {
    const person = await createSignedInUser(ctx.app, ctx.database);
    const { notifier, sent, jobs } = notifierFailingOnce('add');
    let reads = 0;
    const send = notifier.durable<{ userId: string }>('test.fact', async ({ userId }) => {
      reads += 1;
      if (reads === 1) throw Object.assign(new Error('timeout exceeded when trying to connect'), {});
      return [notice(userId)];
    });
    // The read fails, then (in the job) the in-app write fails once too: still one row and one e-mail in the end.
    await send({ userId: person.user.id });
    await expect.poll(async () => (await rowsOf(person.user.id)).length, { timeout: 5_000, interval: 20 }).toBe(1);
    await expect.poll(() => sent.filter((m) => m.channel === 'email').length, { timeout: 5_000, interval: 20 }).toBe(1);
    await jobs.settled();
    expect(reads).toBe(2);
    expect((await jobs.failed({ offset: 0, limit: 10 })).total).toBe(0);
  });
});
