import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MAX_FAILURES_PER_ACCOUNT, SIGN_IN_MAX_FAILURES_PER_IP } from '@bedesten/core/auth/sign-in';
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

  it('stops an account after ten failures, from any address, even with the right password', async () => {
    const user = await createUser(ctx.database);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await login(user.email!, 'Wrong!2345', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(user.email!, TEST_PASSWORD, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'Too many attempts, please try again later', code: 'too_many_requests' });

    // Another account from the same addresses is not affected.
    const other = await createUser(ctx.database);
    expect((await login(other.email!, TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('stops an address after thirty failures, whatever accounts it tries', async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_IP; i++) {
      expect((await login(uniqueEmail('spray'), 'Wrong!2345', address)).statusCode).toBe(401);
    }
    const user = await createUser(ctx.database);
    expect((await login(user.email!, TEST_PASSWORD, address)).statusCode).toBe(429);
    expect((await login(user.email!, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('forgets earlier failures once the account signs in', async () => {
    const user = await createUser(ctx.database);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ACCOUNT - 1; i++) await login(user.email!, 'Wrong!2345', '10.3.0.1');
    expect((await login(user.email!, TEST_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ACCOUNT - 1; i++) {
      expect((await login(user.email!, 'Wrong!2345', '10.3.0.3')).statusCode).toBe(401);
    }
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
    let last = 0;
    for (let i = 0; i <= SIGN_IN_MAX_FAILURES_PER_ACCOUNT; i++)
      last = (await mobileLogin('0000', `10.4.0.${i}`)).statusCode;
    expect(last).toBe(429);
  });
});
