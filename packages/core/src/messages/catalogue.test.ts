import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { MESSAGES, message, type MessageKey } from './catalogue.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it.each(Object.entries(MESSAGES))('%s has a real Turkish text with the same placeholders', (_key, texts) => {
    expect(texts.en.trim()).not.toBe('');
    expect(texts.tr.trim()).not.toBe('');
    expect(texts.tr).not.toBe(texts.en);
    expect(placeholders(texts.tr)).toEqual(placeholders(texts.en));
  });

  it('keeps the spec wording of SPEC.md §8', () => {
    // Reworded (issue 43): "email id" is not the product's English, and a malformed address says what to do.
    expect(message('incorrect_credentials', 'en')).toBe('Incorrect e-mail address or password');
    expect(message('email_invalid', 'en')).toBe('Enter a valid e-mail address');
    expect(message('otp_timeout', 'en')).toBe('Time Out Please Click On Resend OTP');
    expect(message('coupon_min_amount', 'en')).toBe(
      'You cannot apply this coupon, your amount is not matched with minimum amount',
    );
    expect(message('name_url_mismatch', 'en', { names: 3, urls: 2 })).toBe('Mismatch: 3 names and 2 URLs provided');
  });

  it('fills placeholders, and never shows one unfilled', () => {
    expect(message('min_length', 'tr', { label: 'Açıklama', n: 10 })).toBe('Açıklama en az 10 karakter olmalıdır');
    expect(message('required', 'en')).toBe('Value is required');
    expect(message('invalid', 'en')).toBe('Invalid value');
    expect(message('invalid', 'tr')).toBe('Geçersiz değer');
    expect(message('control_characters', 'en', { label: 'request' })).toBe(
      'Request contains characters that are not allowed',
    );
  });

  // Whatever a caller passes (nothing, a part, or all of it), no `{…}` reaches a reader.
  it.each(Object.keys(MESSAGES).flatMap((key) => LANGUAGES.map((lang) => [key, lang] as const)))(
    '%s (%s) leaves no placeholder unfilled',
    (key, lang) => {
      const names = placeholders(MESSAGES[key as MessageKey][lang]);
      const some = Object.fromEntries(names.slice(1).map((name) => [name, 7]));
      for (const params of [undefined, {}, some, { label: 'Ad' }]) {
        const text = message(key as MessageKey, lang, params);
        expect(text).not.toMatch(/[{}]/);
        expect(text.trim()).not.toBe('');
      }
    },
  );
});
