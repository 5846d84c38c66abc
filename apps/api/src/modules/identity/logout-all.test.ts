import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** Issue 42 item 5: "sign out everywhere" ends every session of the account, on every device. */
describe('logout-all', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function browserCookie(email: string): Promise<string> {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost' },
      payload: { email, password: TEST_PASSWORD },
    });
    return String(login.headers['set-cookie']).split(';')[0]!;
  }
  const profile = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/get-profile-details', headers });
  const logoutAll = (headers: Record<string, string>, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/logout-all', headers, ...(payload ? { payload } : {}) });

  it('ends the browser’s cookie and the app’s bearer token alike, and clears the cookie', async () => {
    const user = await createUser(ctx.database);
    const other = await createUser(ctx.database);
    const cookie = await browserCookie(user.email!);
    const phone = bearer(await signIn(ctx.app, user.email!));
    const someoneElse = bearer(await signIn(ctx.app, other.email!));
    expect((await profile({ cookie })).statusCode).toBe(200);
    expect((await profile(phone)).statusCode).toBe(200);

    const response = await logoutAll({ cookie, origin: 'http://localhost', 'accept-language': 'tr' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: 'Tüm cihazlardaki oturumlarınız kapatıldı' } });
    expect(String(response.headers['set-cookie'])).toMatch(/bedesten_session=;/);

    for (const headers of [{ cookie }, phone]) {
      const after = await profile(headers);
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('session_expired');
    }
    // Another account's sessions are not touched.
    expect((await profile(someoneElse)).statusCode).toBe(200);
  });

  it('keeps the session asking when told to, and ends the others', async () => {
    const user = await createUser(ctx.database);
    const laptop = await browserCookie(user.email!);
    const phone = bearer(await signIn(ctx.app, user.email!));
    const tablet = bearer(await signIn(ctx.app, user.email!));
    const response = await logoutAll(phone, { keep_current: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('You have been logged out of all other devices');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await profile(phone)).statusCode).toBe(200);
    expect((await profile({ cookie: laptop })).statusCode).toBe(401);
    expect((await profile(tablet)).statusCode).toBe(401);
  });

  it('needs a session, and a cookie write from our own origin', async () => {
    expect((await logoutAll({})).statusCode).toBe(401);
    const user = await createUser(ctx.database);
    const cookie = await browserCookie(user.email!);
    const phone = bearer(await signIn(ctx.app, user.email!));
    expect((await logoutAll({ cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await profile(phone)).statusCode).toBe(200);
    expect((await profile({ cookie })).statusCode).toBe(200);
  });
});
