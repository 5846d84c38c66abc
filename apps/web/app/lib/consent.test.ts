import { describe, expect, it } from 'vitest';
import { consentCookie, consentFromCookie } from './consent.ts';

describe('cookie consent', () => {
  it('reads the remembered choice, and nothing else, from the Cookie header', () => {
    expect(consentFromCookie('lang=tr; cookie_consent=all')).toBe('all');
    expect(consentFromCookie('cookie_consent=necessary')).toBe('necessary');
    expect(consentFromCookie('cookie_consent=yes')).toBeNull();
    expect(consentFromCookie(null)).toBeNull();
  });

  it('remembers it for a year on the whole site', () => {
    expect(consentCookie('necessary', true)).toBe(
      'cookie_consent=necessary; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });
});
