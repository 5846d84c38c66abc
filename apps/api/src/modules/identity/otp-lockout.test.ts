import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_WRONG_RULES } from '@bedesten/core/auth/otp';
import { SIGN_IN_MAX_FAILURES_PER_ACCOUNT, SIGN_IN_WINDOW_SECONDS } from '@bedesten/core/auth/sign-in';
import { otpCodes, signInFailures } from '../../db/schema/identity.ts';
import { createUser, latestOtp, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const DAY_BUDGET = OTP_WRONG_RULES.find((rule) => rule.windowSeconds === 24 * 3600)!.max;

/**
 * Issue 42 item 5: whoever knows a number cannot lock its owner out of code
 * sign-in. Wrong codes void the code they were made at, nothing more; the
 * owner asks for a new code and signs in with it (ADR 0086).
 */
describe('wrong codes never lock the owner out', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  let counter = 0;
  const strangerAddress = () => `10.42.${Math.floor(++counter / 250) % 250}.${counter % 250}`;
  const OWNER = '10.43.0.1';
  const login = (payload: Record<string, unknown>, remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/loginWithOTP', payload, remoteAddress, headers });
  /** Time travel: every code and failure moves `seconds` into the past. */
  async function later(seconds: number) {
    await ctx.database.db.update(otpCodes).set({
      createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${otpCodes.expiresAt} - make_interval(secs => ${seconds})`,
    });
    await ctx.database.db
      .update(signInFailures)
      .set({ createdAt: sql`${signInFailures.createdAt} - make_interval(secs => ${seconds})` });
  }
  const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('voids only the code tried: it then says so, in both languages, and the next code works at once', async () => {
    const user = await createUser(ctx.database);
    const stranger = strangerAddress();
    expect((await login({ mobile: user.mobile }, stranger)).statusCode).toBe(200);
    const voided = await latestOtp(ctx.app, `+357${user.mobile}`);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      expect((await login({ mobile: user.mobile, otp: wrongFor(voided) }, stranger)).json().code).toBe('otp_invalid');
    }
    // Even the right digits: the code is void, and the answer says why (not "time out").
    const en = await login({ mobile: user.mobile, otp: voided }, OWNER);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ error: 'Too many wrong codes; request a new code', code: 'otp_exhausted' });
    expect(en.json().errors.otp).toEqual(['Too many wrong codes; request a new code']);
    const tr = await login({ mobile: user.mobile, otp: voided }, OWNER, { 'accept-language': 'tr' });
    expect(tr.json().error).toBe('Çok fazla yanlış kod girildi; lütfen yeni bir kod isteyin');

    // The owner asks again as soon as the send limit allows (one a minute) and is in with the new code.
    await later(61);
    expect((await login({ mobile: user.mobile }, OWNER)).statusCode).toBe(200);
    const fresh = await latestOtp(ctx.app, `+357${user.mobile}`);
    const signedIn = await login({ mobile: user.mobile, otp: fresh }, OWNER);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.token.access_token).toBeTruthy();
  });

  it('an expired code still answers "time out", not "too many wrong codes"', async () => {
    const user = await createUser(ctx.database);
    await login({ mobile: user.mobile }, OWNER);
    const code = await latestOtp(ctx.app, `+357${user.mobile}`);
    await later(11 * 60);
    expect((await login({ mobile: user.mobile, otp: code }, OWNER)).json().code).toBe('otp_timeout');
  });

  it(`lets no stranger spend the owner's day: past ${DAY_BUDGET} wrong codes the owner still gets a code and signs in`, async () => {
    const user = await createUser(ctx.database);
    // A stranger, from a fresh address each time, asks for codes and guesses until the day's budget is gone.
    let wrong = 0;
    while (wrong < DAY_BUDGET) {
      const sent = await login({ mobile: user.mobile }, strangerAddress());
      expect(sent.statusCode).toBe(200);
      const code = await latestOtp(ctx.app, `+357${user.mobile}`);
      for (let i = 0; i < OTP_MAX_ATTEMPTS && wrong < DAY_BUDGET; i++, wrong++) {
        expect((await login({ mobile: user.mobile, otp: wrongFor(code) }, strangerAddress())).statusCode).toBe(400);
      }
      await later(Number(sent.json().data.resend_in) + 1);
    }
    // Before issue 42 both of these were 429 for the rest of the day.
    const sent = await login({ mobile: user.mobile }, OWNER);
    expect(sent.statusCode).toBe(200);
    const code = await latestOtp(ctx.app, `+357${user.mobile}`);
    expect((await login({ mobile: user.mobile, otp: code }, OWNER)).statusCode).toBe(200);

    // Guessing stays bounded: past the budget a code is void at its first wrong try.
    await later(Number(sent.json().data.resend_in) + 1);
    expect((await login({ mobile: user.mobile }, strangerAddress())).statusCode).toBe(200);
    const next = await latestOtp(ctx.app, `+357${user.mobile}`);
    expect((await login({ mobile: user.mobile, otp: wrongFor(next) }, strangerAddress())).json().code).toBe(
      'otp_invalid',
    );
    expect((await login({ mobile: user.mobile, otp: wrongFor(next) }, strangerAddress())).json().code).toBe(
      'otp_exhausted',
    );
  });

  it('stops a guessing address at that number for a while, and only that address', async () => {
    const user = await createUser(ctx.database);
    const stranger = strangerAddress();
    // Ten wrong codes from one address within the sign-in window (two codes' worth), as fast as the backoff lets.
    for (let round = 0; round < 2; round++) {
      const sent = await login({ mobile: user.mobile }, stranger);
      expect(sent.statusCode).toBe(200);
      const code = await latestOtp(ctx.app, `+357${user.mobile}`);
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
        if (round > 0) await later(20);
        expect((await login({ mobile: user.mobile, otp: wrongFor(code) }, stranger)).statusCode).toBe(400);
      }
      await later(Number(sent.json().data.resend_in) + 1);
    }
    const stopped = await login({ mobile: user.mobile, otp: '0000' }, stranger);
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_WINDOW_SECONDS);
    // The owner, from their own address, is not held back.
    expect((await login({ mobile: user.mobile }, OWNER)).statusCode).toBe(200);
    const code = await latestOtp(ctx.app, `+357${user.mobile}`);
    expect((await login({ mobile: user.mobile, otp: code }, OWNER)).statusCode).toBe(200);
  });

  it('holds a password sign-in for at most the 15-minute window, even when many addresses fail at it', async () => {
    const user = await createUser(ctx.database);
    await ctx.database.db.insert(signInFailures).values(
      Array.from({ length: SIGN_IN_MAX_FAILURES_PER_ACCOUNT }, (_, i) => ({
        accountKey: user.email!,
        ip: `10.44.${Math.floor(i / 250)}.${i % 250}`,
      })),
    );
    const password = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: TEST_PASSWORD },
        remoteAddress,
      });
    const held = await password(OWNER);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_WINDOW_SECONDS);
    await later(SIGN_IN_WINDOW_SECONDS + 1);
    expect((await password(OWNER)).statusCode).toBe(200);
  });
});
