import { describe, expect, it } from 'vitest';
import { createI18n, loadLanguage } from './i18n.ts';

describe('i18n', () => {
  it('shows the key for a missing text, never another language (no fallback)', async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
    const tr = createI18n('tr');
    expect(tr.t('header.signIn')).toBe('Giriş yap');
    expect(tr.t('header.noSuchKey')).toBe('header.noSuchKey');
    expect(tr.t('pages:noSuchKey')).toBe('noSuchKey');
  });

  it('gives each instance its own language', async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
    const en = createI18n('en');
    const tr = createI18n('tr');
    expect(en.t('header.cart')).toBe('Cart');
    expect(tr.t('header.cart')).toBe('Sepet');
    expect(en.language).toBe('en');
  });

  it('serves the error catalogue of @bedesten/core as the messages namespace', async () => {
    await loadLanguage('tr');
    const tr = createI18n('tr');
    expect(tr.t('messages:email_taken')).toBe('Bu e-posta adresi zaten kullanılıyor.');
    expect(tr.t('messages:required', { label: 'Ad' })).toBe('Ad zorunludur');
  });

  it('pluralises the cart count', async () => {
    await loadLanguage('en');
    const en = createI18n('en');
    expect(en.t('header.cartCount', { count: 1 })).toBe('Cart, 1 item');
    expect(en.t('header.cartCount', { count: 3 })).toBe('Cart, 3 items');
  });
});
