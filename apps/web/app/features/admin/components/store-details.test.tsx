import { I18nProvider } from '~/lib/i18n-react.tsx';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import type { AdminStore } from '../api.ts';
import { StoreDetails } from './store-details.tsx';

function render(lang: 'en' | 'tr', store: AdminStore): string {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', element: <StoreDetails store={store} categoryName="Bakery" />, loader: () => null }],
    { hydrationData: { loaderData: { root: { lang, user: null, sessionKnown: true, demo: false } } } },
  );
  const html = renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <ClientStateProvider>
        <RouterProvider router={router} />
      </ClientStateProvider>
    </I18nProvider>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

const store = {
  title: 'Harbour Bakery',
  type: 'goods',
  delivery_max_distance: 15,
  delivery_time: 40,
  minimum_order_amount: 0,
  pre_order: false,
  cuisines: [],
  photos: [],
  license_document: [],
  iban: 'CY17002001280000001200527600',
  bic: 'BCYPCY2N',
  account_number: null,
  ifsc_code: null,
} as unknown as AdminStore;

describe('staff store details: bank (ADR 0042)', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('shows the IBAN grouped in fours and the BIC, without empty IFSC or account-number rows', () => {
    const html = render('en', store);
    expect(html).toContain('IBAN CY17 0020 0128 0000 0012 0052 7600');
    expect(html).toContain('BIC (SWIFT code) BCYPCY2N');
    expect(html).not.toContain('IFSC');
    expect(html).not.toContain('Account number');
  });

  it('still shows the account number and IFSC of a store saved before IBANs, in Turkish', () => {
    const html = render('tr', { ...store, iban: null, account_number: '123456789012', ifsc_code: 'BCYP0ABC123' });
    expect(html).toContain('IBAN numarası –');
    expect(html).toContain('Hesap numarası 123456789012');
    expect(html).toContain('IFSC kodu BCYP0ABC123');
  });

  it('shows the Turkish About next to the English one, as customers reading Turkish see it', () => {
    const html = render('en', { ...store, description: 'Stone-oven bread.', description_tr: 'Taş fırın ekmeği.' });
    expect(html).toContain('Description Stone-oven bread.');
    expect(html).toContain('Turkish description Taş fırın ekmeği.');
    expect(render('en', { ...store, description_tr: null })).toContain('Turkish description –');
  });
});
