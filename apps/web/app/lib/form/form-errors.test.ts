import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueResolver } from './catalogue-resolver.ts';
import { formFailure } from './form-failure.ts';
import { loadSchemas } from './load-schemas.ts';

type Failure = Parameters<typeof formFailure>[0];
const http = (status: number, error: Failure['error']): Failure => ({ ok: false, status, reason: 'http', error });

beforeAll(async () => {
  await loadSchemas();
});

describe('catalogueResolver', () => {
  const resolve = async (lang: 'en' | 'tr', values: Record<string, unknown>) => {
    const resolver = catalogueResolver((schemas) => schemas.loginBody, lang);
    return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  };

  it('words problems as the API does, in the page language', async () => {
    const tr = await resolve('tr', { email: '', password: '' });
    expect(tr.errors).toMatchObject({
      email: { message: 'E-posta adresini girin' },
      password: { message: 'Şifre zorunludur' },
    });
    const en = await resolve('en', { email: 'ayse@', password: 'x' });
    expect(en.errors).toEqual({ email: { type: 'validation', message: 'Enter a valid e-mail address' } });
  });

  it('passes valid values through', async () => {
    const ok = await resolve('en', { email: 'ayse@example.cy', password: 'x' });
    expect(ok).toEqual({ values: { email: 'ayse@example.cy', password: 'x' }, errors: {} });
  });

  it('lists every unmet password rule, one per line, and the mismatch under the confirmation', async () => {
    const resolver = catalogueResolver((schemas) => schemas.newPasswordForm, 'en');
    const result = await resolver({ password: 'abc', password_confirmation: 'abd' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors = result.errors as Record<string, { message: string }>;
    expect(errors.password?.message.split('\n')).toEqual([
      'Password must be 8-16 Characters Long.',
      'Password must contain at least one Uppercase letter',
      'Password must contain at least one Digit',
      'Password must contain at least one Special Symbol',
    ]);
    expect(errors.password_confirmation?.message).toBe('Passwords do not match');
  });

  it('checks mobile numbers with the country code', async () => {
    const resolver = catalogueResolver((schemas) => schemas.loginWithOtpBody, 'tr');
    const options = { fields: {}, shouldUseNativeValidation: false };
    const bad = await resolver({ country_code: '+357', mobile: '12' }, undefined, options);
    expect((bad.errors as Record<string, { message: string }>).mobile?.message).toBe('Geçersiz Cep telefonu');
    const good = await resolver({ country_code: '+357', mobile: '99 123 456' }, undefined, options);
    expect(good.errors).toEqual({});
  });
});

describe('formFailure', () => {
  const fields = ['email', 'mobile', 'password'];

  it('puts 400 field errors under their fields and says nothing more', () => {
    const failure = http(400, {
      error: 'Your mobile and email already been taken',
      errors: { email: ['This email is already used.'], mobile: ['Your mobile already been taken'] },
    });
    expect(formFailure(failure, 'en', { fields })).toEqual({
      fields: { email: ['This email is already used.'], mobile: ['Your mobile already been taken'] },
      summary: null,
      sessionEnded: false,
    });
  });

  it('keeps errors of fields the form does not show in the summary', () => {
    const failure = http(400, { error: 'Invalid OTP', errors: { otp: ['Invalid OTP'] } });
    expect(formFailure(failure, 'en', { fields }).summary).toBe('Invalid OTP');
  });

  it('reads 401 on a sign-in form as wrong credentials, elsewhere as an ended session', () => {
    const failure = http(401, { error: 'Incorrect e-mail address or password' });
    expect(formFailure(failure, 'en', { fields, credentials: true }).summary).toBe(
      'Incorrect e-mail address or password',
    );
    expect(formFailure(http(401, { error: 'Please login first' }), 'tr', { fields })).toEqual({
      fields: {},
      summary: 'Oturumunuzun süresi doldu, lütfen giriş yapın',
      sessionEnded: true,
    });
  });

  it('says what the API said otherwise, and "Internet connection not available" without a network', () => {
    expect(
      formFailure(http(429, { error: 'Too many attempts, please try again later' }), 'en', { fields }).summary,
    ).toBe('Too many attempts, please try again later');
    expect(formFailure(http(404, { error: 'No account found please sign up' }), 'en', { fields }).summary).toBe(
      'No account found please sign up',
    );
    expect(formFailure({ ok: false, status: 0, reason: 'network', error: null }, 'en', { fields }).summary).toBe(
      'Internet connection not available',
    );
    expect(formFailure(http(500, null), 'en', { fields }).summary).toBe('Internal server error');
  });
});
