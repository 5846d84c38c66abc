import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '~/lib/i18n.ts';
import { detailErrorsOf } from './details-check.ts';

const good = {
  first_name: 'Ayşe',
  last_name: 'Kaya',
  email: 'ayse@example.cy',
  country_code: '+357',
  mobile: '99123456',
  comments: '',
};

describe('the cab booking’s details step', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('marks a bad e-mail and a short mobile on this step, in the booking call’s words', async () => {
    const errors = await detailErrorsOf({ ...good, email: 'bad@', mobile: '12' }, 'en');
    expect(Object.keys(errors).sort()).toEqual(['email', 'mobile']);
    expect(errors.email).toBe('Enter a valid e-mail address');
    expect(errors.mobile).toMatch(/Mobile number/);
    const turkish = await detailErrorsOf({ ...good, email: 'bad@', mobile: '12' }, 'tr');
    expect(turkish.email).toBe('Geçerli bir e-posta adresi girin');
    expect(turkish.mobile).not.toBe(errors.mobile);
  });

  it('asks for the names, and lets a complete form go on', async () => {
    const errors = await detailErrorsOf({ ...good, first_name: '', last_name: ' ' }, 'en');
    expect(Object.keys(errors).sort()).toEqual(['first_name', 'last_name']);
    expect(await detailErrorsOf(good, 'en')).toEqual({});
  });
});
