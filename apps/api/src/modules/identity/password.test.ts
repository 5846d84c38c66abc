import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema/identity.ts';
import { bearer, createUser, demoTrusted, latestOtp, signIn, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('password recovery and change', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  let counter = 0;
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.7.0.${++counter % 250}` });
  const login = (email: string, password: string) => post('/api/login', { email, password });

  it('tells a second request within the minute how long to wait, in the body and in Retry-After', async () => {
    const user = await createUser(ctx.database);
    expect((await post('/api/forgot', { email: user.email })).statusCode).toBe(200);
    const again = await post('/api/forgot', { email: user.email }, { 'accept-language': 'tr' });
    expect(again.statusCode).toBe(429);
    const body = again.json();
    expect(body.code).toBe('too_many_requests');
    expect(body.retry_after).toBeGreaterThan(50);
    expect(body.retry_after).toBeLessThanOrEqual(60);
    expect(Number(again.headers['retry-after'])).toBe(body.retry_after);
  });

  it('resets a password by e-mail: code, reset token, new password; old sessions end', async () => {
    const user = await createUser(ctx.database, { language: 'tr' });
    const oldToken = await signIn(ctx.app, user.email!);

    const sent = await post('/api/forgot', { email: user.email!.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ channel: 'email', expires_in: 600, resend_in: 60 });

    const outbox = (
      await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${user.email}`, headers: demoTrusted(ctx.app) })
    ).json().data;
    // The account's language, not the caller's.
    expect(outbox[0].subject).toMatch(/^Bedesten doğrulama kodunuz: \d{4}$/);

    const otp = await latestOtp(ctx.app, user.email!);
    const verified = await post('/api/reset-email-otp-verify', { email: user.email, otp });
    expect(verified.statusCode).toBe(200);
    const { reset_token, expires_in } = verified.json().data;
    expect(expires_in).toBe(900);

    const [stored] = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.id).not.toBe(reset_token);

    const reset = await post('/api/reset-password', {
      reset_token,
      password: 'Yeni!Sifre9',
      password_confirmation: 'Yeni!Sifre9',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.message).toBe('Your password has been reset, please login');

    expect((await login(user.email!, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email!, 'Yeni!Sifre9')).statusCode).toBe(200);
    const old = await ctx.app.inject({ method: 'GET', url: '/api/get-profile-details', headers: bearer(oldToken) });
    expect(old.statusCode).toBe(401);

    const reused = await post('/api/new-password-setup', {
      reset_token,
      password: 'Other!Pass9',
      password_confirmation: 'Other!Pass9',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors.reset_token).toEqual(['Your reset request expired, please ask for a new code']);
  });

  it('resets a vendor password by SMS', async () => {
    const vendor = await createUser(ctx.database, { type: 'vendor' });
    expect((await post('/api/forgot', { country_code: '+357', mobile: vendor.mobile })).json().data.channel).toBe(
      'sms',
    );
    const otp = await latestOtp(ctx.app, `+357${vendor.mobile}`);
    const verified = await post('/api/reset-email-otp-verify', { country_code: '+357', mobile: vendor.mobile, otp });
    const reset = await post('/api/new-password-setup', {
      reset_token: verified.json().data.reset_token,
      password: 'Vendor!Pass1',
      password_confirmation: 'Vendor!Pass1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(vendor.email!, 'Vendor!Pass1')).json().data.type).toBe('vendor');
  });

  it('refuses an expired reset token', async () => {
    const user = await createUser(ctx.database);
    await post('/api/forgot', { email: user.email });
    const otp = await latestOtp(ctx.app, user.email!);
    const { reset_token } = (await post('/api/reset-email-otp-verify', { email: user.email, otp })).json().data;
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const reset = await post('/api/reset-password', {
      reset_token,
      password: 'Yeni!Sifre9',
      password_confirmation: 'Yeni!Sifre9',
    });
    expect(reset.statusCode).toBe(400);
  });

  it('answers an unknown account, a wrong code and a bad new password as the spec says', async () => {
    const unknown = await post('/api/forgot', { email: 'nobody@example.cy' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('No account found please sign up');
    expect((await post('/api/forgot', {})).json().errors).toEqual({ email: ['Enter email address'] });

    const user = await createUser(ctx.database);
    await post('/api/forgot', { email: user.email });
    const otp = await latestOtp(ctx.app, user.email!);
    const wrong = await post('/api/reset-email-otp-verify', {
      email: user.email,
      otp: otp === '9999' ? '1111' : '9999',
    });
    expect(wrong.json().errors).toEqual({ otp: ['Invalid OTP'] });

    const weak = await post('/api/reset-password', {
      reset_token: 'x'.repeat(43),
      password: 'weak',
      password_confirmation: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toContain('Password must be 8-16 Characters Long.');
  });

  it('tells a deleted account to contact the admin once the reset code proves the address', async () => {
    const user = await createUser(ctx.database, { deletedAt: new Date() });
    expect((await post('/api/forgot', { email: user.email })).statusCode).toBe(200);
    const otp = await latestOtp(ctx.app, user.email!);
    const verified = await post('/api/reset-email-otp-verify', { email: user.email, otp });
    expect(verified.statusCode).toBe(403);
    expect(verified.json().error).toBe('Your account deleted please contact to admin');
  });

  it('changes the password with the current one and ends the other sessions only', async () => {
    const user = await createUser(ctx.database);
    const here = await signIn(ctx.app, user.email!);
    const elsewhere = await signIn(ctx.app, user.email!);

    const wrong = await post(
      '/api/change-password',
      { current_password: 'Nope!2345', password: 'Changed!12', password_confirmation: 'Changed!12' },
      bearer(here),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ['Current password is incorrect'] });

    const changed = await post(
      '/api/updatePassword',
      { current_password: TEST_PASSWORD, password: 'Changed!12', password_confirmation: 'Changed!12' },
      { ...bearer(here), 'accept-language': 'tr' },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.message).toBe('Şifreniz değiştirildi');

    const profile = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/get-profile-details', headers: bearer(token) });
    expect((await profile(here)).statusCode).toBe(200);
    expect((await profile(elsewhere)).statusCode).toBe(401);
    expect((await login(user.email!, 'Changed!12')).statusCode).toBe(200);
  });

  it('lets an account made by OTP set its first password without a current one', async () => {
    const user = await createUser(ctx.database, { password: null });
    await post('/api/loginWithOTP', { mobile: user.mobile });
    const otp = await latestOtp(ctx.app, `+357${user.mobile}`);
    const token = (await post('/api/loginWithOTP', { mobile: user.mobile, otp })).json().data.token.access_token;
    const set = await post(
      '/api/change-password',
      { password: 'First!Pass1', password_confirmation: 'First!Pass1' },
      bearer(token),
    );
    expect(set.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('verifies the e-mail address with a code', async () => {
    const user = await createUser(ctx.database);
    const token = await signIn(ctx.app, user.email!);
    const sent = await post('/api/send-email-otp-verification', {}, bearer(token));
    expect(sent.statusCode).toBe(200);
    const otp = await latestOtp(ctx.app, user.email!);
    const verified = await post('/api/verify-email', { otp }, bearer(token));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.email_verified).toBe(true);
  });
});
