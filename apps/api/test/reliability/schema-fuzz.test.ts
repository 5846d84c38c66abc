import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffer, saveAddress } from '../checkout-helpers.ts';
import {
  bearer,
  createDocumentUpload,
  createProduct,
  createStore,
  createUser,
  ensureCategory,
  TEST_PASSWORD,
  type UserOverrides,
} from '../factories.ts';
import { createOrder } from '../order-factories.ts';
import { createPayment } from '../sales-factories.ts';
import { createTestApp, type TestContext } from '../test-app.ts';
import { failureOf, operationsOf, requestsFor, seedOf, type FuzzRequest, type IdPool } from './openapi-fuzz.ts';

/**
 * The schema-driven fuzz of issue 10. Every operation of the OpenAPI
 * document is called, as each role that may call it, with requests fast-check
 * builds from the operation's own schema: plausible values (so requests get
 * through validation into the use cases and the database), with fields
 * missing, of the wrong type, null, 100 000 characters long, holding NUL and
 * other control characters, emoji, right-to-left text and combining marks,
 * negative, huge and edge numbers, unknown fields, broken JSON, wrong content
 * types and bad path parameters. No answer may be a 5xx, and none may show a
 * stack trace or SQL.
 *
 * Fixed seed, bounded runs: `FUZZ_SEED` and `FUZZ_RUNS` change them (a
 * failure prints the seed and the request, so it can be replayed).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_610);
/** Requests per operation for a role that may call it; a role that may not gets a few, to try the gate. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const GATE_RUNS = 4;

const ROLES = ['anonymous', 'customer', 'driver', 'vendor', 'staff'] as const;
type Role = (typeof ROLES)[number];

/**
 * Operations not fuzzed as a role, and why. The vendor's live event stream
 * never ends by design, so a request to it cannot complete (its gate is still
 * fuzzed for every other role; the notifications tests cover the stream).
 */
const NOT_FUZZED: Partial<Record<string, { roles: Role[]; why: string }>> = {
  'GET /api/vendor-events': { roles: ['vendor'], why: 'a server-sent event stream that stays open' },
};

/** Figures the run must reach; raise them as the API grows. */
const EXPECTED = { operations: 168, requests: 18_000 };

interface Figures {
  operations: Set<string>;
  requests: number;
  byRole: Record<Role, number>;
  statuses: Record<string, number>;
}

describe('schema-driven fuzz of every OpenAPI operation, as every role', () => {
  let ctx: TestContext;
  let stripe: TestContext;
  const pool: IdPool = { ids: [], slugs: [] };
  const headersOf = {} as Record<Role, Record<string, string>>;
  const figures: Figures = {
    operations: new Set(),
    requests: 0,
    byRole: { anonymous: 0, customer: 0, driver: 0, vendor: 0, staff: 0 },
    statuses: {},
  };

  const health: Record<Exclude<Role, 'anonymous'>, string> = {
    customer: '/api/get-profile-details',
    driver: '/api/get-profile-details',
    vendor: '/api/vendor-dashboard',
    staff: '/api/admin/stores',
  };

  let addresses = 0;
  /**
   * An account signed in from an address of its own: the fuzz's own sign-in
   * attempts use up the limits of the address it sends from, and a role made
   * again later must still get in.
   */
  async function signedIn(overrides: UserOverrides = {}) {
    const user = await createUser(ctx.database, overrides);
    addresses += 1;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    return { user, headers: bearer(response.json().data.token.access_token as string) };
  }

  /** Makes (or makes again, after the fuzz logged it out, deleted it or closed its store) a role's account. */
  async function makeRole(role: Role): Promise<void> {
    const { database } = ctx;
    switch (role) {
      case 'anonymous':
        headersOf.anonymous = {};
        return;
      case 'customer': {
        const customer = await signedIn();
        headersOf.customer = customer.headers;
        pool.ids.push(customer.user.id, await saveAddress(database, customer.user.id));
        return;
      }
      case 'driver':
        headersOf.driver = (await signedIn({ type: 'driver' })).headers;
        return;
      case 'staff':
        headersOf.staff = (await signedIn({ staffRole: 'super_admin' })).headers;
        return;
      case 'vendor': {
        const owner = await signedIn({ type: 'vendor', isApproved: true });
        const vendor = { ...owner, store: await createStore(database, owner.user.id) };
        headersOf.vendor = vendor.headers;
        const { product, variants } = await createProduct(database, vendor.store.id, {}, [{}, { stock: 3 }]);
        const offer = await createOffer(database, vendor.store.id, { code: `FUZZ${pool.ids.length}` });
        const buyer = await createUser(database);
        const order = await createOrder(database, {
          userId: buyer.id,
          storeId: vendor.store.id,
          lines: [{ variantId: variants[0]!.id, quantity: 1 }],
        });
        const payment = await createPayment(database, { orderId: order.id, amount: 500 });
        const document = await createDocumentUpload(database, vendor.user.id);
        pool.ids.push(vendor.store.id, product.id, ...variants.map((v) => v.id), offer.id, order.id, payment.id);
        pool.ids.push(document.split('/').at(-1)!);
        pool.slugs.push(vendor.store.slug, product.slug, String(order.number ?? ''));
        return;
      }
    }
  }

  async function stillSignedIn(role: Role): Promise<boolean> {
    if (role === 'anonymous') return true;
    const response = await ctx.app.inject({ method: 'GET', url: health[role], headers: headersOf[role] });
    return response.statusCode === 200;
  }

  async function send(app: TestContext['app'], request: FuzzRequest, role: Role) {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: { origin: 'http://localhost:3000', ...request.headers, ...headersOf[role] },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    figures.requests += 1;
    figures.byRole[role] += 1;
    const bucket = `${Math.floor(response.statusCode / 100)}xx`;
    figures.statuses[bucket] = (figures.statuses[bucket] ?? 0) + 1;
    return response;
  }

  const describeRequest = (request: FuzzRequest) =>
    `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)} ${request.payload?.slice(0, 300) ?? ''}`;

  beforeAll(async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '100000000', PAYMENT_SWEEP_SECONDS: '0' };
    ctx = await createTestApp({ env });
    // Stripe's webhook exists only when Stripe is configured: a second app, whose Stripe API is a closed port.
    stripe = await createTestApp({
      env: {
        ...env,
        STRIPE_SECRET_KEY: 'sk_test_fuzz',
        STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
    });
    const category = await ensureCategory(ctx.database);
    pool.ids.push(category.id);
    pool.slugs.push(category.slug, 'x');
    for (const role of ROLES) await makeRole(role);
  });
  afterAll(async () => {
    await ctx?.close();
    await stripe?.close();
  });

  it('answers every request below 500, with no stack trace or SQL', { timeout: 900_000 }, async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = operationsOf(document);
    const failures: string[] = [];
    const skipped: string[] = [];
    const mayCall: Record<string, Role[]> = {};
    const timings: [string, number][] = [];

    for (const operation of operations) {
      const requests = (role: Role, runs: number) =>
        fc.sample(requestsFor(operation, pool), { seed: seedOf(SEED, operation.key, role), numRuns: runs });
      mayCall[operation.key] = [];
      const started = performance.now();
      for (const role of ROLES) {
        if (NOT_FUZZED[operation.key]?.roles.includes(role)) {
          skipped.push(`${operation.key} as ${role}: ${NOT_FUZZED[operation.key]!.why}`);
          continue;
        }
        // Whether a role may call an operation is what the API says to it: 401 and 403 mean no.
        const [probe] = requests(role, 1);
        const probeResponse = await send(ctx.app, { ...probe!, url: probe!.url.replace(/\?.*$/, '') }, role);
        const allowed = operation.secured
          ? ![401, 403].includes(probeResponse.statusCode)
          : role === 'anonymous' || role === 'customer';
        if (allowed) mayCall[operation.key]!.push(role);
        for (const request of requests(role, allowed ? RUNS : GATE_RUNS)) {
          const response = await send(ctx.app, request, role);
          const failure = failureOf(response.statusCode, response.body);
          if (failure) {
            failures.push(`[${role}] ${describeRequest(request)} → ${failure}: ${response.body.slice(0, 200)}`);
          }
        }
        figures.operations.add(operation.key);
        if (!(await stillSignedIn(role))) await makeRole(role);
      }
      timings.push([operation.key, Math.round(performance.now() - started)]);
    }

    // Stripe's webhook: anything without Stripe's signature over the exact bytes is a 400.
    const webhooks = operationsOf((await stripe.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).filter(
      (operation) => operation.path.includes('stripe'),
    );
    expect(webhooks.map((operation) => operation.key)).toEqual(['POST /api/stripe/webhook']);
    for (const operation of webhooks) {
      const requests = fc.sample(requestsFor(operation, pool), { seed: seedOf(SEED, operation.key), numRuns: RUNS });
      for (const [index, request] of requests.entries()) {
        const signed: Record<string, string> =
          index % 2 === 0 ? { 'stripe-signature': `t=1,v1=${'0'.repeat(64)}` } : {};
        const response = await send(
          stripe.app,
          { ...request, headers: { ...request.headers, ...signed } },
          'anonymous',
        );
        if (response.statusCode !== 400 || failureOf(response.statusCode, response.body)) {
          failures.push(
            `[stripe] ${describeRequest(request)} → ${response.statusCode}: ${response.body.slice(0, 200)}`,
          );
        }
      }
      figures.operations.add(operation.key);
    }

    const perRole = Object.fromEntries(
      ROLES.map((role) => [role, Object.values(mayCall).filter((roles) => roles.includes(role)).length]),
    );
    console.log(
      [
        `schema fuzz: seed ${SEED}, ${RUNS} runs per operation and role that may call it (${GATE_RUNS} for the others)`,
        `  operations fuzzed: ${figures.operations.size} of ${operations.length + webhooks.length} in the documents`,
        `  requests: ${figures.requests} (${Object.entries(figures.byRole)
          .map(([role, n]) => `${role} ${n}`)
          .join(', ')})`,
        `  operations each role may call: ${JSON.stringify(perRole)}`,
        `  answers: ${JSON.stringify(figures.statuses)}`,
        `  slowest: ${timings
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([key, ms]) => `${key} ${ms} ms`)
          .join(', ')}`,
        `  not fuzzed: ${skipped.join('; ') || 'none'}`,
        `  failures: ${failures.length}`,
      ].join('\n'),
    );
    if (process.env.FUZZ_FAILURES_FILE) writeFileSync(process.env.FUZZ_FAILURES_FILE, failures.join('\n'));
    expect(failures.slice(0, 40), `${failures.length} failures (seed ${SEED})`).toEqual([]);
    expect(figures.operations.size).toBeGreaterThanOrEqual(EXPECTED.operations);
    expect(figures.requests).toBeGreaterThanOrEqual(EXPECTED.requests);
    expect(figures.statuses['5xx'] ?? 0).toBe(0);
  });
});
