import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_IP,
  SIGN_IN_FREE_FAILURES_PER_IP,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  SIGN_IN_MAX_FAILURES_PER_IP,
} from '@bedesten/core/auth/sign-in';
import { signInFailures } from '../../db/schema/identity.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('sign-in attempt limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  /** Time travel: every recorded failure moves `seconds` into the past. */
  const later = (seconds: number) =>
    ctx.database.db
      .update(signInFailures)
      .set({ createdAt: sql`${signInFailures.createdAt} - make_interval(secs => ${seconds})` });

  /** Fails `n` times for `email` from `address`, waiting out the backoff as a patient attacker would. */
  async function failPatiently(email: string, address: string, n: number) {
    for (let i = 0; i < n; i++) {
      if (i >= SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_IP) await later(61);
      expect((await login(email, 'Wrong!2345', address)).statusCode).toBe(401);
    }
  }

  it('stops an address at an account after ten failures, even with the right password; the owner elsewhere signs in', async () => {
    const user = await createUser(ctx.database);
    await failPatiently(user.email!, '10.1.0.1', SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_IP);
    await later(61);
    const blocked = await login(user.email!, TEST_PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Too many attempts, please try again later',
      code: 'too_many_requests',
      retry_after: Number(blocked.headers['retry-after']),
    });

    // Issue 10: the owner, from another address, is not locked out by someone else's failures.
    expect((await login(user.email!, TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
    // Another account from the same address is not affected either.
    const other = await createUser(ctx.database);
    expect((await login(other.email!, TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('does not lock the owner out after ten failures spread over ten addresses', async () => {
    const user = await createUser(ctx.database);
    for (let i = 0; i < 10; i++) {
      expect((await login(user.email!, 'Wrong!2345', `10.1.2.${i}`)).statusCode).toBe(401);
    }
    expect((await login(user.email!, TEST_PASSWORD, '10.1.3.1')).statusCode).toBe(200);
  });

  it('slows an address that keeps failing at one account: each try after the fifth waits longer', async () => {
    const user = await createUser(ctx.database);
    const address = '10.1.4.1';
    for (let i = 0; i < SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      expect((await login(user.email!, 'Wrong!2345', address)).statusCode).toBe(401);
    }
    expect((await login(user.email!, 'Wrong!2345', address)).statusCode).toBe(401);
    // Six failures: the next try waits 2 s, then 4 s after the seventh.
    const waiting = await login(user.email!, TEST_PASSWORD, address);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(2);
    await later(2);
    expect((await login(user.email!, 'Wrong!2345', address)).statusCode).toBe(401);
    const longer = await login(user.email!, TEST_PASSWORD, address);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(2);
    await later(4);
    expect((await login(user.email!, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('slows an address spraying many accounts after ten failures, and stops it at thirty', async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < SIGN_IN_FREE_FAILURES_PER_IP; i++) {
      expect((await login(uniqueEmail('spray'), 'Wrong!2345', address)).statusCode).toBe(401);
    }
    expect((await login(uniqueEmail('spray'), 'Wrong!2345', address)).statusCode).toBe(401);
    expect((await login(uniqueEmail('spray'), 'Wrong!2345', address)).statusCode).toBe(429);

    // Thirty failures within the window (the older ones moved back): stopped, however long it waits in between.
    await ctx.database.db.insert(signInFailures).values(
      Array.from({ length: SIGN_IN_MAX_FAILURES_PER_IP }, (_, i) => ({
        accountKey: uniqueEmail('spray'),
        ip: address,
        createdAt: new Date(Date.now() - (120 + i * 10) * 1000),
      })),
    );
    const user = await createUser(ctx.database);
    expect((await login(user.email!, TEST_PASSWORD, address)).statusCode).toBe(429);
    expect((await login(user.email!, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('has a ceiling per account against guessing from very many addresses', async () => {
    const user = await createUser(ctx.database);
    await ctx.database.db.insert(signInFailures).values(
      Array.from({ length: SIGN_IN_MAX_FAILURES_PER_ACCOUNT }, (_, i) => ({
        accountKey: user.email!,
        ip: `10.8.${Math.floor(i / 250)}.${i % 250}`,
        createdAt: new Date(Date.now() - 60_000),
      })),
    );
    expect((await login(user.email!, TEST_PASSWORD, '10.8.9.9')).statusCode).toBe(429);
  });

  it('forgets an address’s failures once it signs in, and only those', async () => {
    const user = await createUser(ctx.database);
    await failPatiently(user.email!, '10.3.0.1', SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_IP - 1);
    await failPatiently(user.email!, '10.3.0.9', SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_IP - 1);
    await later(61);
    expect((await login(user.email!, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      expect((await login(user.email!, 'Wrong!2345', '10.3.0.1')).statusCode).toBe(401);
    }
    // The other address's failures still count: one more and it is stopped.
    await failPatiently(user.email!, '10.3.0.9', 1);
    await later(61);
    expect((await login(user.email!, TEST_PASSWORD, '10.3.0.9')).statusCode).toBe(429);
  });

  it('counts wrong codes too', async () => {
    const user = await createUser(ctx.database);
    const mobileLogin = (otp: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/loginWithOTP',
        payload: { mobile: user.mobile, otp },
        remoteAddress,
      });
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      if (i >= SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_IP) await later(61);
      expect((await mobileLogin('0000', '10.4.0.1')).statusCode).toBe(400);
    }
    await later(61);
    expect((await mobileLogin('0000', '10.4.0.1')).statusCode).toBe(429);
  });
});
