import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../../db/schema/identity.ts';
import { bearer, createUser, demoTrusted, latestOtp, uniqueMobile } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('one-time codes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  // Each test sends from its own address, so the per-address limit only bites where a test wants it.
  let addressCounter = 0;
  const newAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

  const post = (url: string, payload: Record<string, unknown>, remoteAddress = '10.0.0.1', headers = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

  const e164 = (mobile: string) => `+357${mobile}`;

  describe('loginWithOTP', () => {
    it('sends a 4-digit code with the countdown numbers, then signs in with it', async () => {
      const user = await createUser(ctx.database, { name: 'Andreas Christou' });
      const ip = newAddress();
      const sent = await post('/api/loginWithOTP', { country_code: '+357', mobile: user.mobile }, ip);
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({
        data: { otp_sent: true, channel: 'sms', otp_length: 4, expires_in: 600, resend_in: 60 },
        message: expect.stringContaining('4-digit code'),
      });
      expect(sent.json().data.sent_to).not.toContain(user.mobile);

      const code = await latestOtp(ctx.app, e164(user.mobile!));
      const signedIn = await post('/api/loginWithOTP', { country_code: '+357', mobile: user.mobile, otp: code }, ip);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().data).toMatchObject({ id: user.id, type: 'user', first_name: 'Andreas' });
      expect(String(signedIn.headers['set-cookie'])).toMatch(/bedesten_session=/);
    });

    it('answers an unknown number with "No account found please sign up", and sends nothing', async () => {
      const mobile = uniqueMobile();
      const response = await post('/api/loginWithOTP', { mobile }, newAddress());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'No account found please sign up', code: 'no_account_found' });
      const outbox = await ctx.app.inject({
        method: 'GET',
        url: `/api/dev/outbox?to=${e164(mobile)}`,
        headers: demoTrusted(ctx.app),
      });
      expect(outbox.json().data).toEqual([]);
    });

    it('keeps only a keyed hash of the code', async () => {
      const user = await createUser(ctx.database);
      await post('/api/loginWithOTP', { mobile: user.mobile }, newAddress());
      const code = await latestOtp(ctx.app, e164(user.mobile!));
      const [row] = await ctx.database.db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.destination, e164(user.mobile!)));
      expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.codeHash).not.toContain(code);
      expect(JSON.stringify(row)).not.toMatch(new RegExp(`"${code}"`));
    });

    it('takes a code once only', async () => {
      const user = await createUser(ctx.database);
      const ip = newAddress();
      await post('/api/loginWithOTP', { mobile: user.mobile }, ip);
      const code = await latestOtp(ctx.app, e164(user.mobile!));
      expect((await post('/api/loginWithOTP', { mobile: user.mobile, otp: code }, ip)).statusCode).toBe(200);
      const again = await post('/api/loginWithOTP', { mobile: user.mobile, otp: code }, ip);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        error: 'Time Out Please Click On Resend OTP',
        errors: { otp: ['Time Out Please Click On Resend OTP'] },
      });
    });

    it('refuses a code past its ten minutes', async () => {
      const user = await createUser(ctx.database);
      const ip = newAddress();
      await post('/api/loginWithOTP', { mobile: user.mobile }, ip);
      const code = await latestOtp(ctx.app, e164(user.mobile!));
      await ctx.database.db
        .update(otpCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(otpCodes.destination, e164(user.mobile!)));
      const late = await post('/api/loginWithOTP', { mobile: user.mobile, otp: code }, ip, { 'accept-language': 'tr' });
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toBe('Süre doldu, lütfen kodu yeniden gönder’e tıklayın');
    });

    it('voids a code after five wrong tries: then even the right one is refused, saying why', async () => {
      const user = await createUser(ctx.database);
      const ip = newAddress();
      await post('/api/loginWithOTP', { mobile: user.mobile }, ip);
      const code = await latestOtp(ctx.app, e164(user.mobile!));
      const wrong = code === '0000' ? '1111' : '0000';
      for (let i = 0; i < 5; i++) {
        const attempt = await post('/api/loginWithOTP', { mobile: user.mobile, otp: wrong }, ip);
        expect(attempt.statusCode).toBe(400);
        expect(attempt.json()).toMatchObject({ error: 'Invalid OTP', code: 'otp_invalid' });
      }
      const right = await post('/api/loginWithOTP', { mobile: user.mobile, otp: code }, ip);
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({ error: 'Too many wrong codes; request a new code', code: 'otp_exhausted' });
    });

    it('sends no code to a deleted account’s number, and answers as for a number without one', async () => {
      const user = await createUser(ctx.database, { deletedAt: new Date() });
      const unknown = await post('/api/loginWithOTP', { mobile: uniqueMobile() }, newAddress());
      for (const lang of ['en', 'tr']) {
        const response = await post('/api/loginWithOTP', { mobile: user.mobile }, newAddress(), {
          'accept-language': lang,
        });
        const sameAsUnknown = await post('/api/loginWithOTP', { mobile: uniqueMobile() }, newAddress(), {
          'accept-language': lang,
        });
        expect(response.statusCode).toBe(unknown.statusCode);
        expect(response.json()).toEqual(sameAsUnknown.json());
      }
      const outbox = await ctx.app.inject({
        method: 'GET',
        url: `/api/dev/outbox?to=${e164(user.mobile!)}`,
        headers: demoTrusted(ctx.app),
      });
      expect(outbox.json().data).toEqual([]);
      const codes = await ctx.database.db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.destination, e164(user.mobile!)));
      expect(codes).toEqual([]);
    });

    it('tells an account deleted after its code was sent to contact the admin, once the code proves the number', async () => {
      const user = await createUser(ctx.database);
      const ip = newAddress();
      await post('/api/loginWithOTP', { mobile: user.mobile }, ip);
      const code = await latestOtp(ctx.app, e164(user.mobile!));
      await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
      const response = await post('/api/loginWithOTP', { mobile: user.mobile, otp: code }, ip);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('Your account deleted please contact to admin');
    });
  });

  describe('send limits', () => {
    it('sends to one number at most once a minute', async () => {
      const user = await createUser(ctx.database);
      const ip = newAddress();
      expect((await post('/api/loginWithOTP', { mobile: user.mobile }, ip)).statusCode).toBe(200);
      const again = await post('/api/loginWithOTP', { mobile: user.mobile }, newAddress());
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({
        error: 'Too many attempts, please try again later',
        code: 'too_many_requests',
        retry_after: Number(again.headers['retry-after']),
      });
      expect(again.json().retry_after).toBeGreaterThan(50);
    });

    it('sends to one number at most five times an hour', async () => {
      const user = await createUser(ctx.database);
      const destination = e164(user.mobile!);
      for (let i = 0; i < 5; i++) {
        expect((await post('/api/loginWithOTP', { mobile: user.mobile }, newAddress())).statusCode).toBe(200);
        // Move the sends back past the backoff (1, 2, 4, 8 minutes), still inside the hour.
        await ctx.database.db
          .update(otpCodes)
          .set({ createdAt: sql`${otpCodes.createdAt} - interval '10 minutes'` })
          .where(eq(otpCodes.destination, destination));
      }
      expect((await post('/api/loginWithOTP', { mobile: user.mobile }, newAddress())).statusCode).toBe(429);
    });

    it('limits the codes one client address can ask for', async () => {
      const ip = newAddress();
      const accounts = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.database)));
      const statuses = [];
      for (const account of accounts) {
        statuses.push((await post('/api/loginWithOTP', { mobile: account.mobile }, ip)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('does not count the holder of the demo token against one address, only per number; loopback alone is counted', async () => {
      const trusted = demoTrusted(ctx.app);
      const accounts = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.database)));
      const statuses = [];
      for (const account of accounts) {
        statuses.push((await post('/api/loginWithOTP', { mobile: account.mobile }, '127.0.0.1', trusted)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200]);
      // The number's own minute still holds for a trusted caller.
      const again = await post('/api/loginWithOTP', { mobile: accounts[0]!.mobile }, '127.0.0.1', trusted);
      expect(again.statusCode).toBe(429);
      // Without the token loopback is an address like any other (ADR 0084): a relay that adds no
      // X-Forwarded-For would otherwise exempt everyone it forwards.
      const others = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.database)));
      const untrusted = [];
      for (const account of others) {
        untrusted.push((await post('/api/loginWithOTP', { mobile: account.mobile }, '127.0.0.9')).statusCode);
      }
      expect(untrusted).toEqual([200, 200, 200, 429]);
    });

    it('holds under concurrent requests for the same number', async () => {
      const user = await createUser(ctx.database);
      const responses = await Promise.all(
        [1, 2, 3].map(() => post('/api/loginWithOTP', { mobile: user.mobile }, newAddress())),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    });
  });

  describe('registerWithOTP', () => {
    it('creates a customer with the code and ignores what they may not set', async () => {
      const mobile = uniqueMobile();
      const ip = newAddress();
      const sent = await post('/api/registerWithOTP', { country_code: '+357', mobile }, ip);
      expect(sent.statusCode).toBe(200);
      const otp = await latestOtp(ctx.app, e164(mobile));
      const created = await post(
        '/api/registerWithOTP',
        { country_code: '+357', mobile, otp, name: 'Zeynep Kaya', type: 'vendor', is_approved: true },
        ip,
        { 'accept-language': 'tr' },
      );
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({
        name: 'Zeynep Kaya',
        type: 'user',
        is_approved: false,
        language: 'tr',
      });
    });

    it('signs in a number that already has an account, with the spec message', async () => {
      const user = await createUser(ctx.database);
      const ip = newAddress();
      await post('/api/registerWithOTP', { mobile: user.mobile }, ip);
      const otp = await latestOtp(ctx.app, e164(user.mobile!));
      const response = await post('/api/registerWithOTP', { mobile: user.mobile, otp }, ip);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        data: { id: user.id },
        message: 'Your number already registered login successful',
      });
    });

    it('wants a name for a new account before it uses the code up', async () => {
      const mobile = uniqueMobile();
      const ip = newAddress();
      await post('/api/registerWithOTP', { mobile }, ip);
      const otp = await latestOtp(ctx.app, e164(mobile));
      const nameless = await post('/api/registerWithOTP', { mobile, otp }, ip);
      expect(nameless.statusCode).toBe(400);
      expect(nameless.json().errors).toEqual({ name: ['Name is required'] });
      expect((await post('/api/registerWithOTP', { mobile, otp, name: 'Eleni' }, ip)).statusCode).toBe(201);
    });
  });

  describe('newStoreWithOTP', () => {
    const vendorSignUp = (mobile: string) => ({
      country_code: '+357',
      mobile,
      business_name: 'Meze House Kyrenia',
      name: 'Mehmet Yılmaz',
      area_name: 'Kyrenia harbour',
    });

    it('creates a vendor without a store, not approved, and sends it to store setup', async () => {
      const mobile = uniqueMobile();
      const ip = newAddress();
      const sent = await post('/api/newStoreWithOTP', vendorSignUp(mobile), ip);
      expect(sent.statusCode).toBe(200);
      const otp = await latestOtp(ctx.app, e164(mobile));
      const created = await post(
        '/api/newStoreWithOTP',
        { ...vendorSignUp(mobile), otp, is_approved: true, store_id: '7b0f1c1e-5d0e-4c1a-9a51-0e7f8f3f4b11' },
        ip,
      );
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        data: { type: 'vendor', is_approved: false, store_id: null, name: 'Mehmet Yılmaz' },
        redirect: '/vendor/setup-store',
      });
      const token = created.json().data.token.access_token;
      const profile = await ctx.app.inject({ method: 'GET', url: '/api/get-vendor-details', headers: bearer(token) });
      expect(profile.json().data).toMatchObject({
        business_name: 'Meze House Kyrenia',
        area_name: 'Kyrenia harbour',
        store: null,
      });
    });

    it('turns a customer with that number into a vendor: a vendor is also a customer', async () => {
      const user = await createUser(ctx.database);
      const ip = newAddress();
      await post('/api/newStoreWithOTP', vendorSignUp(user.mobile!), ip);
      const otp = await latestOtp(ctx.app, e164(user.mobile!));
      const response = await post('/api/newStoreWithOTP', { ...vendorSignUp(user.mobile!), otp }, ip);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: user.id, type: 'vendor', email: user.email });
      const [row] = await ctx.database.db
        .select()
        .from(users)
        .where(and(eq(users.id, user.id)));
      expect(row!.businessName).toBe('Meze House Kyrenia');
    });

    it('checks the sign-up fields before sending a code', async () => {
      const response = await post(
        '/api/newStoreWithOTP',
        { mobile: uniqueMobile(), business_name: '', name: 'M3hmet', area_name: 'X' },
        newAddress(),
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['area_name', 'business_name', 'name']);
    });
  });
});
