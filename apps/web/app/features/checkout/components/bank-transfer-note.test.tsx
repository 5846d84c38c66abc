import type { CheckoutQuote } from '@bedesten/core/schemas/checkout';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { BankTransferNote } from './bank-transfer-note.tsx';

function html(lang: 'en' | 'tr', element: ReactElement): string {
  const router = createMemoryRouter([{ id: 'root', path: '/', element, loader: () => null }], {
    hydrationData: { loaderData: { root: { lang, user: null, sessionKnown: true, demo: false } } },
  });
  return renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <ClientStateProvider>
        <RouterProvider router={router} />
      </ClientStateProvider>
    </I18nProvider>,
  );
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('the payment step’s bank transfer note (ADR 0089)', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  const payee: NonNullable<CheckoutQuote['bank_transfer']> = {
    payee: 'store',
    account_holder: 'Lefkoşa Bakkal Ltd',
    store_title: 'Lefkoşa Bakkal',
  };

  it('names whose account it is and that the IBAN and reference come with the placed order', () => {
    const shown = text(html('en', <BankTransferNote payee={payee} />));
    expect(shown).toContain('You pay into the bank account of Lefkoşa Bakkal Ltd.');
    expect(shown).toContain('The IBAN and the payment reference (your order number) appear on your order page');
  });

  it('says in Turkish when Bedesten collects for the store', () => {
    const shown = text(
      html('tr', <BankTransferNote payee={{ ...payee, payee: 'platform', account_holder: 'Bedesten Ltd' }} />),
    );
    expect(shown).toContain('Ödemeyi, Lefkoşa Bakkal adına tahsilat yapan Bedesten Ltd banka hesabına yaparsınız.');
    expect(shown).toContain('IBAN ve ödeme referansı (sipariş numaranız)');
  });
});
