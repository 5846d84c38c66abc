import type { CheckoutQuote } from '@bedesten/core/schemas/checkout';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '~/lib/i18n.ts';
import { renderInRoot, visibleText as text } from '~/test-render.tsx';
import { BankTransferNote } from './bank-transfer-note.tsx';

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
    const shown = text(renderInRoot('en', <BankTransferNote payee={payee} />));
    expect(shown).toContain('You pay into the bank account of Lefkoşa Bakkal Ltd.');
    expect(shown).toContain('The IBAN and the payment reference (your order number) appear on your order page');
  });

  it('says in Turkish when Bedesten collects for the store', () => {
    const shown = text(
      renderInRoot('tr', <BankTransferNote payee={{ ...payee, payee: 'platform', account_holder: 'Bedesten Ltd' }} />),
    );
    expect(shown).toContain('Ödemeyi, Lefkoşa Bakkal adına tahsilat yapan Bedesten Ltd banka hesabına yaparsınız.');
    expect(shown).toContain('IBAN ve ödeme referansı (sipariş numaranız)');
  });
});
