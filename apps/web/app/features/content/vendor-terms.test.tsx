import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { findPage, isIndexable, pageAccess } from '~/lib/pages.ts';
import VendorSignUpPage from '~/routes/vendor/sign-up.tsx';

/** The vendor sign-up page as the server draws it for a visitor. */
function signUpPage(lang: 'en' | 'tr'): string {
  const router = createMemoryRouter([{ id: 'root', path: '/', element: <VendorSignUpPage />, loader: () => null }], {
    hydrationData: { loaderData: { root: { lang, user: null, sessionKnown: true, demo: false, notice: null } } },
  });
  return renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <ClientStateProvider>
        <RouterProvider router={router} />
      </ClientStateProvider>
    </I18nProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('vendor terms (issue 43)', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('are a public page that search engines may list', () => {
    const page = findPage('vendor-terms-and-conditions')!;
    expect(page.path).toBe('/vendor/terms-and-conditions');
    expect(pageAccess(page)).toBe('public');
    expect(isIndexable(page)).toBe(true);
  });

  it('are linked from the vendor sign-up, in a sentence of each language', () => {
    const en = signUpPage('en');
    expect(en).toMatch(/<a [^>]*href="\/vendor\/terms-and-conditions"[^>]*>vendor terms<\/a>/);
    expect(text(en)).toContain('By signing up you accept the vendor terms.');
    const tr = signUpPage('tr');
    expect(tr).toMatch(/<a [^>]*href="\/vendor\/terms-and-conditions"[^>]*>satıcı koşullarını<\/a>/);
    expect(text(tr)).toContain('Kaydolarak satıcı koşullarını kabul etmiş olursunuz.');
  });
});
