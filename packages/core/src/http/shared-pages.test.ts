import { describe, expect, it } from 'vitest';
import { isSharedPagePath, withoutSessionCookies } from './shared-pages.ts';

describe('shared pages', () => {
  it('knows a shared page by its path, as a document or as navigation data', () => {
    for (const path of ['/', '/stores', '/stores/cafe-x', '/stores/cafe-x/', '/stores/cafe-x/halloumi', '/faqs'])
      expect(isSharedPagePath(path), path).toBe(true);
    for (const path of [
      '/_.data',
      '/stores.data',
      '/stores/_.data',
      '/stores/cafe-x.data',
      '/stores/cafe-x/halloumi.data',
    ])
      expect(isSharedPagePath(path), path).toBe(true);
    for (const path of [
      '/cart',
      '/cart.data',
      '/profile',
      '/stores/a/b/c',
      '/stores//x',
      '/vendor/products',
      '/x.data',
    ])
      expect(isSharedPagePath(path), path).toBe(false);
  });

  it('takes the session and its readable companion out of a Cookie header, and nothing else', () => {
    expect(withoutSessionCookies('lang=tr; bedesten_session=s.sig; bedesten_signed_in=1; cookie_consent=all')).toBe(
      'lang=tr; cookie_consent=all',
    );
    expect(withoutSessionCookies('bedesten_session=s.sig; bedesten_signed_in=1')).toBeUndefined();
    expect(withoutSessionCookies('theme=dark;bedesten_session=x')).toBe('theme=dark');
    expect(withoutSessionCookies(undefined)).toBeUndefined();
  });
});
