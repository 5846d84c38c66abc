import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity.ts';
import { bearer, createUser, signIn, TEST_PASSWORD, uniqueEmail, uniqueMobile } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('sign-up and sign-in with a password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  // Sign-ups are held to a few per address (they tell whether an e-mail or number is taken): one address each.
  let signUps = 0;
  const signUp = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/register-user',
      payload,
      headers,
      remoteAddress: `10.6.${Math.floor(++signUps / 250)}.${signUps % 250}`,
    });

  const newCustomer = () => ({
    name: 'Ayşe Yılmaz',
    email: uniqueEmail('ayse'),
    country_code: '+357',
    mobile: uniqueMobile(),
    password: 'Güvenli1!',
    password_confirmation: 'Güvenli1!',
  });

  it('signs a customer up, signs them in and never shows the password hash', async () => {
    const body = newCustomer();
    const response = await signUp({ ...body, mobile: `${body.mobile.slice(0, 2)} ${body.mobile.slice(2)}` });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      name: 'Ayşe Yılmaz',
      first_name: 'Ayşe',
      email: body.email,
      mobile: body.mobile,
      country_code: '+357',
      type: 'user',
      is_approved: false,
      store_id: null,
      cart_count: 0,
      staff_role: null,
      image_url: null,
    });
    expect(data.token.access_token).toMatch(/^[\w-]{40,}$/);
    expect(response.body).not.toMatch(/argon2|password/i);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, data.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/get-profile-details',
      headers: bearer(data.token.access_token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ id: data.id, email: body.email });
    expect(profile.json().data).not.toHaveProperty('token');
  });

  it('ignores type, approval, store and staff role sent with the sign-up', async () => {
    const response = await signUp({
      ...newCustomer(),
      type: 'vendor',
      is_approved: true,
      store_id: '7b0f1c1e-5d0e-4c1a-9a51-0e7f8f3f4b11',
      staff_role: 'super_admin',
      deleted_at: null,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, response.json().data.id));
    expect(row).toMatchObject({ type: 'user', isApproved: false, staffRole: null });
    expect(response.json().data.store_id).toBeNull();
  });

  it('answers SPEC.md §8 duplicate messages for e-mail, mobile and both', async () => {
    const first = newCustomer();
    expect((await signUp(first)).statusCode).toBe(201);

    const sameEmail = await signUp({ ...newCustomer(), email: first.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toMatchObject({
      error: 'Your email already been taken',
      errors: { email: ['This email is already used.'] },
    });

    const sameMobile = await signUp({ ...newCustomer(), mobile: first.mobile });
    expect(sameMobile.json()).toMatchObject({
      error: 'Your mobile already been taken',
      errors: { mobile: ['Your mobile already been taken'] },
    });

    const both = await signUp({ ...newCustomer(), email: first.email, mobile: first.mobile });
    expect(both.json()).toMatchObject({
      error: 'Your mobile and email already been taken',
      code: 'mobile_and_email_taken',
      errors: { email: ['This email is already used.'], mobile: ['Your mobile already been taken'] },
    });
  });

  it('checks every field by SPEC.md §5, in English and in Turkish', async () => {
    const payload = {
      name: 'R2D2',
      email: 'not-an-email',
      country_code: '+357',
      mobile: '22123456',
      password: 'short',
      password_confirmation: 'other',
    };
    const english = await signUp(payload);
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual({
      name: ['Name must contain letters only'],
      email: ['Enter a valid e-mail address'],
      mobile: ['Invalid Mobile number'],
      password: [
        'Password must be 8-16 Characters Long.',
        'Password must contain at least one Uppercase letter',
        'Password must contain at least one Digit',
        'Password must contain at least one Special Symbol',
      ],
      password_confirmation: ['Passwords do not match'],
    });

    const turkish = await signUp({ ...payload, email: '' }, { 'accept-language': 'tr-TR,tr;q=0.9' });
    expect(turkish.json().errors).toMatchObject({
      name: ['Ad yalnızca harf içermelidir'],
      email: ['E-posta adresini girin'],
      password_confirmation: ['Şifreler eşleşmiyor'],
    });
    expect(turkish.json().errors.password).toContain('Şifre en az bir özel karakter içermelidir');
  });

  it('lets names in Turkish and other scripts through', async () => {
    for (const name of ['Çağla Güneş', 'İbrahim Öztürk', "Seán O'Brien", 'Ελένη Γεωργίου']) {
      expect((await signUp({ ...newCustomer(), name })).statusCode, name).toBe(201);
    }
  });

  it('signs in with e-mail and password, case-insensitively', async () => {
    const user = await createUser(ctx.database, { email: uniqueEmail('mehmet'), name: 'Mehmet Yılmaz' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email!.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      type: 'user',
      first_name: 'Mehmet',
      email: user.email,
      mobile: user.mobile,
      token: { token_type: 'Bearer' },
    });
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await createUser(ctx.database);
    for (const payload of [
      { email: user.email, password: 'Wrong!2345' },
      { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Incorrect e-mail address or password', code: 'incorrect_credentials' });
    }
    const turkish = await ctx.app.inject({
      method: 'POST',
      url: '/api/login?lang=tr',
      payload: { email: user.email, password: 'Wrong!2345' },
    });
    expect(turkish.json().error).toBe('E-posta adresi veya şifre hatalı');
  });

  it('sets the session cookie httpOnly, SameSite=Lax, for the whole site, with a readable companion', async () => {
    const user = await createUser(ctx.database);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const cookies = [response.headers['set-cookie']].flat().map(String);
    const cookie = cookies.find((c) => c.startsWith('bedesten_session='))!;
    expect(cookie).toMatch(/^bedesten_session=[^;]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    // The demo runs on plain http; Secure comes with an https PUBLIC_URL (see auth.test.ts).
    expect(cookie).not.toMatch(/; Secure/);
    // Shared pages (ADR 0071) read this one in the browser to know there is a person to draw.
    const companion = cookies.find((c) => c.startsWith('bedesten_signed_in='))!;
    expect(companion).toMatch(/^bedesten_signed_in=1; /);
    expect(companion).not.toMatch(/HttpOnly/);
    expect(companion).toMatch(/; Path=\//);
    expect(companion.match(/Expires=([^;]+)/)?.[1]).toBe(cookie.match(/Expires=([^;]+)/)?.[1]);
  });

  it('logs out: the token stops working and the cookie is cleared', async () => {
    const user = await createUser(ctx.database);
    const token = await signIn(ctx.app, user.email!);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().data.message).toBe('You have been logged out');
    expect(String(logout.headers['set-cookie'])).toMatch(/bedesten_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(String(logout.headers['set-cookie'])).toMatch(/bedesten_signed_in=;.*Expires=Thu, 01 Jan 1970/);

    const after = await ctx.app.inject({ method: 'GET', url: '/api/get-profile-details', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Your session expired please login', code: 'session_expired' });
  });

  it('asks to log in when there is no session at all', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/get-profile-details?lang=tr' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Lütfen önce giriş yapın', code: 'please_login' });
  });

  it('tells a deleted account to contact the admin, after checking its password', async () => {
    const user = await createUser(ctx.database, { deletedAt: new Date() });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'Wrong!2345' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: 'Your account deleted please contact to admin', code: 'account_deleted' });
  });

  it('documents the calls in OpenAPI', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/register-user',
      '/api/login',
      '/api/loginWithOTP',
      '/api/newStoreWithOTP',
      '/api/logout',
    ]) {
      expect(document.paths[path]?.post, path).toBeDefined();
    }
    expect(document.paths['/api/get-profile-details'].get.security).toEqual([
      { bearerAuth: [] },
      { sessionCookie: [] },
    ]);
    expect(document.paths['/api/login'].post.responses).toHaveProperty('401');
  });
});
