import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../src/db/schema/addresses.ts';
import { rides } from '../../src/db/schema/cabs.ts';
import { chatConversations } from '../../src/db/schema/chat.ts';
import { joiningFeePayments } from '../../src/db/schema/joining-fees.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { offers } from '../../src/db/schema/offers.ts';
import { broadcastRequests } from '../../src/db/schema/requests.ts';
import { reviews } from '../../src/db/schema/reviews.ts';
import { wishlistItems } from '../../src/db/schema/wishlist.ts';
import { ACCESS_ROLES, type AccessRole } from '../../src/plugins/auth.ts';
import { bookingBody, createDriver } from '../cab-factories.ts';
import { createDocumentUpload, createProduct, createSignedInUser, createVendorWithStore } from '../factories.ts';
import { createOrder } from '../order-factories.ts';
import { createPayment } from '../sales-factories.ts';
import { createTestApp, type TestContext } from '../test-app.ts';

type Operation = { method: string; path: string; roles: AccessRole[] | undefined; secured: boolean };

async function operations(ctx: TestContext): Promise<Operation[]> {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[]; 'x-roles'?: AccessRole[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        roles: operation['x-roles'],
        secured: Boolean(operation.security?.length),
      })),
  );
}

const codeOf = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
};

/** A stream that stays open (server-sent events), and sign-out, which would end the role's session. */
const NOT_CALLED_WHEN_ADMITTED = new Set([
  '/api/vendor-events',
  '/api/driver-events',
  '/api/logout',
  '/api/logout-all',
]);

const ZERO_ID = '00000000-0000-0000-0000-000000000000';
const fill = (path: string, value = ZERO_ID) => path.replace(/\{[^}]+\}/g, value);

/**
 * The access matrix (issue 10): every operation of the OpenAPI document
 * that names a guard (`x-roles`, written from the route's guard) is called
 * anonymously (401) and as each role it does not admit (403; a 404 where the
 * product hides that the thing exists), and as each role it admits (never
 * 401 or a plain 403 "forbidden").
 */
describe('access matrix from the OpenAPI document', () => {
  let ctx: TestContext;
  let headersOf: Record<AccessRole, Record<string, string>>;
  let all: Operation[];

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000', PAYMENT_SWEEP_SECONDS: '0' } });
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const driver = await createSignedInUser(ctx.app, ctx.database, { type: 'driver' });
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    // The top staff role, so every staff route admits it (issue 14: granting roles is for super admins only).
    const staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'super_admin' });
    headersOf = { customer: customer.headers, driver: driver.headers, vendor: vendor.headers, staff: staff.headers };
    all = await operations(ctx);
  });
  afterAll(() => ctx.close());

  const call = (operation: Operation, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: operation.method as 'GET',
      url: fill(operation.path),
      headers: { origin: 'http://localhost:3000', ...headers },
      ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('names the roles of every operation behind a guard, and every such operation is marked secured', () => {
    const guarded = all.filter((operation) => operation.roles);
    expect(guarded.length).toBeGreaterThan(60);
    expect(guarded.filter((operation) => !operation.secured).map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('answers 401 to anyone without a session', async () => {
    const failures: string[] = [];
    for (const operation of all.filter((o) => o.roles)) {
      const response = await call(operation);
      if (response.statusCode !== 401) failures.push(`${operation.method} ${operation.path} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 (or 404) to every role the guard does not admit, and lets every admitted role past the guard', async () => {
    const failures: string[] = [];
    for (const operation of all.filter((o) => o.roles)) {
      for (const role of ACCESS_ROLES) {
        const admitted = operation.roles!.includes(role);
        if (admitted && NOT_CALLED_WHEN_ADMITTED.has(operation.path)) continue;
        const response = await call(operation, headersOf[role]);
        const refused = response.statusCode === 403 || response.statusCode === 404;
        const line = `${operation.method} ${operation.path} as ${role} → ${response.statusCode} ${response.body.slice(0, 80)}`;
        if (!admitted && !refused) failures.push(line);
        if (admitted && (response.statusCode === 401 || codeOf(response.body) === 'forbidden')) failures.push(line);
      }
    }
    expect(failures).toEqual([]);
  });

  it('covers the operations with a session but no guard: they answer anonymously without 5xx', async () => {
    const open = all.filter((o) => o.secured && !o.roles);
    for (const operation of open) expect((await call(operation)).statusCode).toBeLessThan(500);
  });
});

/**
 * Every guarded route with an id, tried with another user's id: another
 * customer's order, address and notification, another vendor's product,
 * offer, order, payment and document. Never 2xx; and every guarded path with
 * an id is either covered here or listed as one whose role sees all of them.
 */
describe('another user’s ids', () => {
  let ctx: TestContext;
  let all: Operation[];
  let me: Record<'customer' | 'vendor' | 'driver', Record<string, string>>;
  let theirs: Record<string, string>;

  /** Paths whose admitted role may see every row (staff tools, shared reference data). */
  const SEES_ALL = (path: string) =>
    path.startsWith('/api/admin/') || path === '/api/vendor-sub-categories-details/{id}';

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000', PAYMENT_SWEEP_SECONDS: '0' } });
    const { db } = ctx.database;
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    // A driver with a profile of their own, who is offered nothing of the other customer's.
    const driver = await createDriver(ctx.app, ctx.database, { baseLat: 34.77, baseLng: 32.43, serviceRadiusKm: 5 });
    me = { customer: customer.headers, vendor: vendor.headers, driver: driver.headers };

    // Another customer buying from another vendor: everything below belongs to them.
    const otherCustomer = await createSignedInUser(ctx.app, ctx.database);
    const otherVendor = await createVendorWithStore(ctx.app, ctx.database);
    const { product, variants } = await createProduct(ctx.database, otherVendor.store.id);
    const order = await createOrder(ctx.database, {
      userId: otherCustomer.user.id,
      storeId: otherVendor.store.id,
      lines: [{ variantId: variants[0]!.id, quantity: 1 }],
    });
    const payment = await createPayment(ctx.database, { orderId: order.id, amount: 500 });
    const pending = await createPayment(ctx.database, { orderId: order.id, amount: 500, status: 'pending' });
    // Their store's joining fee, being paid (ADR 0043).
    const [joiningFee] = await ctx.database.db
      .insert(joiningFeePayments)
      .values({ storeId: otherVendor.store.id, provider: 'test', amount: 500, currency: 'EUR' })
      .returning();
    const tus = (path: string) =>
      ctx.app.inject({
        method: 'POST',
        url: path,
        headers: {
          ...otherVendor.headers,
          origin: 'http://localhost:3000',
          'tus-resumable': '1.0.0',
          'upload-length': '10',
          'upload-metadata': `filename ${Buffer.from('theirs.png').toString('base64')}`,
        },
      });
    const image = await tus('/api/upload-tus');
    const licence = await tus('/api/upload-tus-document');
    const voice = await tus('/api/upload-tus-audio');
    expect([image.statusCode, licence.statusCode, voice.statusCode]).toEqual([201, 201, 201]);
    const [address] = await db
      .insert(addresses)
      .values({
        userId: otherCustomer.user.id,
        name: 'Eleni',
        contact: '+35799000000',
        address: '1 Ledra Street',
        state: 'Nicosia',
        city: 'Nicosia',
        country: 'CY',
      })
      .returning();
    const [notification] = await db
      .insert(notifications)
      .values({ userId: otherCustomer.user.id, kind: 'order', messageKey: 'order_placed' })
      .returning();
    const [offer] = await db
      .insert(offers)
      .values({
        storeId: otherVendor.store.id,
        title: 'Theirs',
        description: 'Another store’s offer',
        discountType: 'percent',
        discountValue: 10,
        startsAt: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() + 86_400_000),
        code: 'THEIRS10',
      })
      .returning();
    const [review] = await db
      .insert(reviews)
      .values({
        userId: otherCustomer.user.id,
        storeId: otherVendor.store.id,
        orderId: order.id,
        rating: 4,
        title: 'Theirs',
        body: 'Another customer’s review',
      })
      .returning();
    await db.insert(wishlistItems).values({ userId: otherCustomer.user.id, productId: product.id });
    const document = await createDocumentUpload(ctx.database, otherVendor.user.id);
    const [request] = await db
      .insert(broadcastRequests)
      .values({
        userId: otherCustomer.user.id,
        title: 'Their request',
        description: 'Another customer’s broadcast request',
        categoryId: otherVendor.store.categoryId!,
        location: 'Nicosia',
        lat: 35.17,
        lng: 33.36,
        dateNeeded: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        closesAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning();
    const [conversation] = await db
      .insert(chatConversations)
      .values({ customerId: otherCustomer.user.id, storeId: otherVendor.store.id })
      .returning();
    theirs = {
      conversation: conversation!.id,
      order: order.id,
      payment: payment.id,
      product: product.id,
      address: address!.id,
      notification: notification!.id,
      offer: offer!.id,
      review: review!.id,
      document: document.split('/').pop()!,
      pending: pending.id,
      joiningFee: joiningFee!.id,
      image: String(image.headers.location).split('/').pop()!,
      licence: String(licence.headers.location).split('/').pop()!,
      request: request!.id,
      voice: String(voice.headers.location).split('/').pop()!,
    };
    // Another customer's ride, offered to another driver in Nicosia.
    await createDriver(ctx.app, ctx.database);
    const ride = await ctx.app.inject({
      method: 'POST',
      url: '/api/cab-booking',
      headers: otherCustomer.headers,
      payload: bookingBody(),
    });
    expect(ride.statusCode, ride.body).toBe(201);
    theirs.ride = ride.json().data.id;
    all = await operations(ctx);
  });
  afterAll(() => ctx.close());

  /** Path → who tries, and whose id. */
  const byPath = (): Record<string, { as: 'customer' | 'vendor' | 'driver'; id: string; body?: object }> => ({
    '/api/order-details/{id}': { as: 'customer', id: theirs.order! },
    '/api/order-invoice/{id}': { as: 'customer', id: theirs.order! },
    // Another customer's order: nobody else may pay it (and so learn it exists).
    '/api/orders/{id}/payments': { as: 'customer', id: theirs.order! },
    '/api/user-addresses/{id}': { as: 'customer', id: theirs.address! },
    '/api/vendor-orders-details/{id}': { as: 'vendor', id: theirs.order! },
    '/api/vendor-payment-orders-details/{id}': { as: 'vendor', id: theirs.order! },
    '/api/vendor-transaction-details/{id}': { as: 'vendor', id: theirs.payment! },
    '/api/vendor-product-details/{id}': { as: 'vendor', id: theirs.product! },
    '/api/vendor-offer-details/{id}': { as: 'vendor', id: theirs.offer! },
    '/api/documents/{id}': { as: 'vendor', id: theirs.document! },
    '/api/test-gateway/pay/{paymentId}': { as: 'customer', id: theirs.pending! },
    '/api/test-gateway/joining-fee/{paymentId}': { as: 'vendor', id: theirs.joiningFee! },
    '/api/upload-tus/{id}': { as: 'vendor', id: theirs.image! },
    '/api/upload-tus-document/{id}': { as: 'vendor', id: theirs.licence! },
    '/api/upload-tus-audio/{id}': { as: 'vendor', id: theirs.voice! },
    // A valid edit, so the answer is about whose review it is, not about the body.
    '/api/rating/{id}': {
      as: 'customer',
      id: theirs.review!,
      body: { rating: 1, title: 'Mine now', review: 'Changed' },
    },
    // The product is in the other customer's wishlist, not in mine.
    '/api/wishlist/{product_id}': { as: 'customer', id: theirs.product! },
    // A valid edit of another customer's broadcast request: found only by its owner.
    '/api/broadcast-requests/{id}': {
      as: 'customer',
      id: theirs.request!,
      body: {
        title: 'Mine now',
        description: 'Trying to take over their request',
        category_id: ZERO_ID,
        location: 'Nicosia',
        lat: 35.17,
        lng: 33.36,
        date_needed: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        close_date: new Date(Date.now() + 86_400_000).toISOString(),
      },
    },
    // The shops that replied to another customer's request, and their chats, are the owner's to see.
    '/api/broadcast-requests/{id}/replies': { as: 'customer', id: theirs.request! },
    // Another customer's conversation with another store.
    '/api/chat-conversations/{id}': { as: 'customer', id: theirs.conversation! },
    // Another customer's ride; and, for a driver, a ride never offered to them.
    '/api/my-rides/{id}': { as: 'customer', id: theirs.ride! },
    '/api/driver-rides/{id}': { as: 'driver', id: theirs.ride! },
  });

  it('answers 403 or 404, never 2xx, to every guarded path with another user’s id', async () => {
    const cases = byPath();
    const withId = all.filter((o) => o.roles && /\{[^}]+\}/.test(o.path));
    expect(withId.filter((o) => !cases[o.path] && !SEES_ALL(o.path)).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    const failures: string[] = [];
    for (const operation of withId.filter((o) => cases[o.path])) {
      const { as, id, body } = cases[operation.path]!;
      const tusHeaders = operation.path.startsWith('/api/upload-tus')
        ? { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }
        : {};
      const response = await ctx.app.inject({
        method: operation.method as 'GET',
        url: fill(operation.path, id),
        headers: { origin: 'http://localhost:3000', ...me[as], ...tusHeaders },
        ...(operation.method === 'GET' || operation.method === 'DELETE'
          ? {}
          : { payload: tusHeaders['content-type'] ? Buffer.from('0123456789') : (body ?? {}) }),
      });
      // tus creates with POST on the collection: a POST on someone's upload is not a tus call at all (400).
      const refusals =
        operation.method === 'POST' && operation.path.startsWith('/api/upload-tus') ? [400, 403, 404] : [403, 404];
      if (!refusals.includes(response.statusCode)) {
        failures.push(`${operation.method} ${operation.path} as ${as} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('does not let one customer read, change or delete another’s address or notification by id in the body', async () => {
    const post = (url: string, payload: Record<string, unknown>, as: 'customer' | 'vendor' | 'driver' = 'customer') =>
      ctx.app.inject({ method: 'POST', url, payload, headers: { origin: 'http://localhost:3000', ...me[as] } });
    const answers = {
      default: await post('/api/user-default-address', { id: theirs.address }),
      delete: await post('/api/delete-user-address', { id: theirs.address }),
      deleteAlias: await post('/api/user-addresses-delete', { id: theirs.address }),
      read: await post('/api/notificationRead', { id: theirs.notification }),
      product: await post('/api/delete-vendor-product', { id: theirs.product }, 'vendor'),
      offer: await post('/api/delete-offer', { id: theirs.offer }, 'vendor'),
      review: await post('/api/deleteReview', { review_id: theirs.review }),
      reply: await post('/api/review-reply', { review_id: theirs.review, reply: 'Not my store' }, 'vendor'),
      hide: await post('/api/admin/review-hide', { review_id: theirs.review, reason: 'No' }),
      closeRequest: await post('/api/broadcast-request-close', { id: theirs.request }),
      approveRequest: await post('/api/admin/broadcast-request-approve', { id: theirs.request }),
      cancelRide: await post('/api/ride-cancel', { id: theirs.ride }),
      confirmRide: await post('/api/driver-ride-status', { id: theirs.ride, status: 'confirmed' }, 'driver'),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([name, r]) => [name, r.statusCode]));
    for (const [name, status] of Object.entries(statuses)) {
      expect([name, status < 300]).toEqual([name, false]);
    }
    // And the rows are still theirs, untouched.
    const [address] = await ctx.database.db.select().from(addresses);
    expect(address).toBeDefined();
    const [notification] = await ctx.database.db.select().from(notifications);
    expect(notification!.readAt).toBeNull();
    const [review] = await ctx.database.db.select().from(reviews);
    expect(review).toMatchObject({ title: 'Theirs', reply: null, hiddenAt: null });
    const [request] = await ctx.database.db.select().from(broadcastRequests);
    expect(request).toMatchObject({ title: 'Their request', status: 'pending', deletedAt: null });
    const [ride] = await ctx.database.db.select().from(rides);
    expect(ride).toMatchObject({ status: 'booked', driverId: null });
  });
});
