import type { OrderDetail } from '@bedesten/core/schemas/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '~/lib/i18n.ts';
import { renderInRoot, visibleText as text } from '~/test-render.tsx';
import { BankTransferDetails } from './bank-transfer-details.tsx';

const order = {
  id: '5b0f8a4e-2c1d-4e7f-9a3b-6c5d4e3f2a1b',
  number: 100042,
  status: 'placed',
  order_total: 2590,
  currency: 'EUR',
  store: { id: 's', slug: 'lefkosa-bakkal', title: 'Lefkoşa Bakkal', image_url: null },
  payment: { method: 'bank_transfer', status: 'unpaid' },
  iban: 'CY17002001280000001200527600',
  bic: 'BCYPCY2N',
  account_holder: 'Lefkoşa Bakkal Ltd',
  payment_reference: '100042',
  bank_transfer_payee: 'store',
} as unknown as OrderDetail;

describe('the order page’s bank transfer block (ADR 0089)', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('shows holder, IBAN in fours, BIC, reference and amount, each with a copy button', () => {
    const markup = renderInRoot('en', <BankTransferDetails order={order} />);
    const shown = text(markup);
    expect(shown).toContain('Pay by bank transfer');
    expect(shown).toContain('Transfer €25.90 to the account of Lefkoşa Bakkal below.');
    expect(shown).toContain('Account holder Lefkoşa Bakkal Ltd');
    expect(shown).toContain('IBAN CY17 0020 0128 0000 0012 0052 7600');
    expect(shown).toContain('BIC (SWIFT code) BCYPCY2N');
    expect(shown).toContain('Payment reference 100042');
    expect(shown).toContain('Amount €25.90');
    expect(markup.match(/aria-label="Copy [^"]+"/g)).toEqual([
      'aria-label="Copy Account holder"',
      'aria-label="Copy IBAN"',
      'aria-label="Copy BIC (SWIFT code)"',
      'aria-label="Copy Payment reference"',
      'aria-label="Copy Amount"',
    ]);
  });

  it('in Turkish, for the platform’s account without a BIC, says Bedesten collects for the store', () => {
    const shown = text(
      renderInRoot(
        'tr',
        <BankTransferDetails
          order={{ ...order, bic: null, bank_transfer_payee: 'platform', account_holder: 'Bedesten Ltd' }}
        />,
      ),
    );
    expect(shown).toContain('Banka havalesiyle ödeyin');
    expect(shown).toContain('Bedesten ödemeyi Lefkoşa Bakkal adına tahsil eder');
    expect(shown).toContain('Hesap sahibi Bedesten Ltd');
    expect(shown).toContain('Ödeme referansı 100042');
    expect(shown).toContain('Tutar €25,90');
    expect(shown).not.toContain('BIC');
  });

  it('is not shown once paid, when cancelled, or for another payment method', () => {
    const paid = { ...order, payment: { ...order.payment, status: 'paid' } } as OrderDetail;
    const cancelled = { ...order, status: 'cancelled' } as OrderDetail;
    const card = {
      ...order,
      payment: { ...order.payment, method: 'card' },
      iban: null,
      payment_reference: null,
    } as OrderDetail;
    for (const other of [paid, cancelled, card]) {
      expect(text(renderInRoot('en', <BankTransferDetails order={other} />))).not.toContain('Pay by bank transfer');
    }
  });
});
