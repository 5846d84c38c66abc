import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joiningFeePayments } from '../../db/schema/joining-fees.ts';
import { createSignedInUser, createVendorWithStore, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { signOutcome } from '../payments/test-gateway.ts';
import { signedSubject } from './joining-fee.ts';

type Headers = Record<string, string>;

describe('the joining fee (store-payment-initiate, ADR 0043)', () => {
  let ctx: TestContext;
  let manager: Headers;
  let staff: Headers;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_SWEEP_SECONDS: '0' } });
    manager = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'manager' })).headers;
    staff = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' })).headers;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    payload === undefined
      ? ctx.app.inject({ method, url, headers })
      : ctx.app.inject({ method, url, headers, payload });
  const setFee = async (fee: number) =>
    expect(
      (await call('PUT', '/api/admin/joining-fees', manager, { joining_fees: fee, joining_mrp_fees: fee })).statusCode,
    ).toBe(200);
  const submittedStore = () =>
    createVendorWithStore(ctx.app, ctx.database, { status: 'pending', submittedAt: new Date() });
  const attempts = async (storeId: string) =>
    ctx.database.db.select().from(joiningFeePayments).where(eq(joiningFeePayments.storeId, storeId));
  /** What the test gateway's page does with the success card: a signed redirect to the verify page. */
  const payOnGateway = async (redirectUrl: string, headers: Headers, card = '4242 4242 4242 4242') => {
    const page = await call('GET', redirectUrl, headers);
    expect(page.statusCode).toBe(200);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `card=${encodeURIComponent(card)}`,
    });
    expect(posted.statusCode).toBe(303);
    const back = await call('GET', posted.headers.location as string, headers);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/vendor/store-details?joining_fee=1');
  };

  it('asks nothing when the fee is 0: no payment, and staff approve as before', async () => {
    await setFee(0);
    const vendor = await submittedStore();
    expect((await call('GET', '/api/store-joining-fee', vendor.headers)).json().data).toMatchObject({
      status: 'not_required',
    });
    const initiated = await call('POST', '/api/store-payment-initiate', vendor.headers);
    expect(initiated.statusCode).toBe(409);
    expect(initiated.json().error).toBe('No joining fee is due');
    const approved = await call('POST', `/api/admin/stores/${vendor.store.id}/approve`, staff);
    expect(approved.statusCode).toBe(200);
    expect(await attempts(vendor.store.id)).toHaveLength(0);
  });

  it('holds approval until the fee is paid through the gateway, once, and never asks again', async () => {
    await setFee(2500);
    const vendor = await submittedStore();

    const refused = await call('POST', `/api/admin/stores/${vendor.store.id}/approve`, {
      ...staff,
      'accept-language': 'tr',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Bu mağazanın katılım ücreti bekleniyor; ödenmeden onaylanamaz');
    const listed = (await call('GET', '/api/admin/stores?status=pending&per_page=100', staff)).json().data;
    expect(listed.find((s: { id: string }) => s.id === vendor.store.id).joining_fee).toMatchObject({
      status: 'unpaid',
      amount: 2500,
    });

    const first = await call('POST', '/api/store-payment-initiate', vendor.headers);
    expect(first.statusCode).toBe(200);
    const started = first.json().data;
    expect(started).toMatchObject({ status: 'pending', amount: 2500, currency: 'EUR' });
    expect(started.redirect_url).toMatch(/^\/api\/test-gateway\/joining-fee\/[0-9a-f-]{36}$/);
    // Asking twice opens no second payment: the same one, the same page.
    const second = (await call('POST', '/api/store-payment-initiate', vendor.headers)).json().data;
    expect(second.redirect_url).toBe(started.redirect_url);
    expect(await attempts(vendor.store.id)).toHaveLength(1);

    const page = await call('GET', started.redirect_url, vendor.headers);
    expect(page.body).toContain('€25.00');
    expect(page.body).toContain('Bedesten joining fee');

    // A payment that is still pending does not let staff approve either.
    expect((await call('POST', `/api/admin/stores/${vendor.store.id}/approve`, staff)).statusCode).toBe(409);

    await payOnGateway(started.redirect_url, vendor.headers);
    const paid = (await call('GET', '/api/store-joining-fee', vendor.headers)).json().data;
    expect(paid).toMatchObject({ status: 'paid', amount: 2500 });
    expect(paid.paid_at).not.toBeNull();

    // Paid: initiating again charges nothing and sends nowhere, even after the fee changes.
    await setFee(4000);
    const again = await call('POST', '/api/store-payment-initiate', vendor.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'paid', amount: 2500, redirect_url: null });
    const rows = await attempts(vendor.store.id);
    expect(rows.map((row) => row.status)).toEqual(['captured']);

    const detail = (await call('GET', `/api/admin/stores/${vendor.store.id}`, staff)).json().data;
    expect(detail.joining_fee).toMatchObject({ status: 'paid' });
    expect((await call('POST', `/api/admin/stores/${vendor.store.id}/approve`, staff)).statusCode).toBe(200);
  });

  it('captures only on the gateway word: an unsigned or forged verify changes nothing', async () => {
    await setFee(1500);
    const vendor = await submittedStore();
    const started = (await call('POST', '/api/store-payment-initiate', vendor.headers)).json().data;
    const paymentId = started.redirect_url.split('/').pop();

    const unsigned = await call('GET', `/api/store-payment-verify?payment_id=${paymentId}`, vendor.headers);
    expect(unsigned.statusCode).toBe(400);
    // An order payment's signature for the same id does not count for a joining fee.
    const orderSignature = signOutcome(ctx.config.SESSION_SECRET, paymentId, 'paid');
    const forged = await call(
      'GET',
      `/api/store-payment-verify?payment_id=${paymentId}&outcome=paid&signature=${orderSignature}`,
      vendor.headers,
    );
    expect(forged.statusCode).toBe(400);
    // Someone else cannot settle it, even with a good signature.
    const other = await createVendorWithStore(ctx.app, ctx.database, { status: 'pending' });
    const good = signOutcome(ctx.config.SESSION_SECRET, signedSubject(paymentId), 'paid');
    const stranger = await call(
      'GET',
      `/api/store-payment-verify?payment_id=${paymentId}&outcome=paid&signature=${good}`,
      other.headers,
    );
    expect(stranger.statusCode).toBe(404);
    expect((await call('GET', '/api/store-joining-fee', vendor.headers)).json().data.status).toBe('pending');
  });

  /** The browser's signed session cookie for this account, as the web app holds it. */
  async function browserCookie(email: string): Promise<string> {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost' },
      payload: { email, password: TEST_PASSWORD },
    });
    return String(login.headers['set-cookie']).split(';')[0]!;
  }
  const attemptStatus = async (paymentId: string) =>
    (await ctx.database.db.select().from(joiningFeePayments).where(eq(joiningFeePayments.id, paymentId)))[0]!.status;

  it('a link from another site cannot give up a pending joining fee: the GET changes nothing (issue 42)', async () => {
    await setFee(1500);
    const vendor = await submittedStore();
    const started = (await call('POST', '/api/store-payment-initiate', vendor.headers)).json().data;
    const paymentId: string = started.redirect_url.split('/').pop();
    const cookie = await browserCookie(vendor.user.email!);
    // What a link or <img src> on a foreign page makes the browser send: a GET with the Lax cookie.
    const crossSite = { cookie, 'sec-fetch-site': 'cross-site' };
    for (const url of [
      `/api/store-payment-failure?payment_id=${paymentId}`,
      `/api/store-payment-failure?payment_id=${paymentId}&outcome=cancelled`,
    ]) {
      const response = await call('GET', url, crossSite);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/vendor/store-details?joining_fee=1');
    }
    // A made-up signature, an order payment's signature for the same id, and another attempt's are all refused.
    const other = await submittedStore();
    const otherId: string = (await call('POST', '/api/store-payment-initiate', other.headers))
      .json()
      .data.redirect_url.split('/')
      .pop();
    for (const signature of [
      '0'.repeat(64),
      signOutcome(ctx.config.SESSION_SECRET, paymentId, 'cancelled'),
      signOutcome(ctx.config.SESSION_SECRET, signedSubject(otherId), 'cancelled'),
    ]) {
      const forged = await call(
        'GET',
        `/api/store-payment-failure?payment_id=${paymentId}&outcome=cancelled&signature=${signature}`,
        crossSite,
      );
      expect(forged.statusCode).toBe(400);
    }
    expect(await attemptStatus(paymentId)).toBe('pending');

    // Giving up without a signature is a POST, which a foreign origin cannot make with the cookie.
    const foreignPost = await ctx.app.inject({
      method: 'POST',
      url: '/api/store-payment-failure',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { payment_id: paymentId },
    });
    expect(foreignPost.statusCode).toBe(403);
    expect(await attemptStatus(paymentId)).toBe('pending');
    expect((await call('GET', '/api/store-joining-fee', vendor.headers)).json().data.status).toBe('pending');

    // The store page's own POST does give it up, in the vendor's words of the state that follows.
    const ownPost = await ctx.app.inject({
      method: 'POST',
      url: '/api/store-payment-failure',
      headers: { cookie, origin: 'http://localhost' },
      payload: { payment_id: paymentId },
    });
    expect(ownPost.statusCode).toBe(200);
    expect(ownPost.json().data).toMatchObject({ status: 'unpaid', store_id: vendor.store.id });
    expect(await attemptStatus(paymentId)).toBe('failed');
  });

  it('the test gateway’s "cancel and go back" still gives the joining fee up, once', async () => {
    await setFee(1500);
    const vendor = await submittedStore();
    const started = (await call('POST', '/api/store-payment-initiate', vendor.headers)).json().data;
    const paymentId: string = started.redirect_url.split('/').pop();
    const cookie = await browserCookie(vendor.user.email!);
    const page = await call('GET', started.redirect_url, { cookie });
    const cancel = /<a href="([^"]+)">Cancel and go back<\/a>/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    expect(cancel).toContain(
      `signature=${signOutcome(ctx.config.SESSION_SECRET, signedSubject(paymentId), 'cancelled')}`,
    );
    const back = await call('GET', cancel!, { cookie });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/vendor/store-details?joining_fee=1');
    expect(await attemptStatus(paymentId)).toBe('failed');
    expect((await call('GET', '/api/store-joining-fee', vendor.headers)).json().data.last_failure).toBe('cancelled');
    // The same link again changes nothing more, and a new attempt can be made.
    expect((await call('GET', cancel!, { cookie })).statusCode).toBe(303);
    expect((await attempts(vendor.store.id)).map((row) => row.status)).toEqual(['failed']);
    const retried = (await call('POST', '/api/store-payment-initiate', vendor.headers)).json().data;
    expect(retried).toMatchObject({ status: 'pending' });
    expect(retried.redirect_url).not.toBe(started.redirect_url);
  });

  it('lets a declined card try again with a new payment', async () => {
    await setFee(1500);
    const vendor = await submittedStore();
    const started = (await call('POST', '/api/store-payment-initiate', vendor.headers)).json().data;
    await payOnGateway(started.redirect_url, vendor.headers, '4000 0000 0000 0002');
    // The page the vendor lands on can say the card was declined (issue 43), not only "awaiting".
    expect((await call('GET', '/api/store-joining-fee', vendor.headers)).json().data).toMatchObject({
      status: 'unpaid',
      last_failure: 'declined',
    });
    const retried = (await call('POST', '/api/store-payment-initiate', vendor.headers)).json().data;
    expect(retried.redirect_url).not.toBe(started.redirect_url);
    expect(retried.last_failure).toBeNull();
    await payOnGateway(retried.redirect_url, vendor.headers);
    expect((await call('GET', '/api/store-joining-fee', vendor.headers)).json().data).toMatchObject({
      status: 'paid',
      last_failure: null,
    });
    expect((await attempts(vendor.store.id)).map((row) => row.status).sort()).toEqual(['captured', 'failed']);
  });

  it('refuses a store not sent for approval, and other accounts', async () => {
    await setFee(1500);
    const draft = await createVendorWithStore(ctx.app, ctx.database, { status: 'draft' });
    const refused = await call('POST', '/api/store-payment-initiate', draft.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Send your store for approval before paying the joining fee');
    const customer = await createSignedInUser(ctx.app, ctx.database);
    expect((await call('POST', '/api/store-payment-initiate', customer.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/store-payment-initiate', {})).statusCode).toBe(401);
  });
});
