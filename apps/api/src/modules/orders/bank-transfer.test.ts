import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithCart, orderBody } from '../../../test/checkout-helpers.ts';
import { createProduct, createVendorWithStore, type StoreOverrides } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import type { EmailMessage } from '../messaging/email-sender.ts';

/** ADR 0089: a bank-transfer order says where to pay, on its page, invoice and e-mail. */

const STORE_IBAN = 'CY17002001280000001200527600';
const PLATFORM_IBAN = 'CY21002001950000357001234567';

async function placeWith(ctx: TestContext, method: 'cod' | 'bank_transfer' | 'card', store: StoreOverrides = {}) {
  const vendor = await createVendorWithStore(ctx.app, ctx.database, {
    title: 'Lefkoşa Bakkal',
    accountHolderName: 'Lefkoşa Bakkal Ltd',
    iban: STORE_IBAN,
    bic: 'BCYPCY2N',
    ...store,
  });
  const product = await createProduct(ctx.database, vendor.store.id, {}, [{ price: 1250 }]);
  const customer = await customerWithCart(ctx.app, ctx.database, vendor.store.id, [
    { variantId: product.variants[0]!.id, quantity: 2 },
  ]);
  const body = orderBody('', { fulfilment: 'pickup', buyer_address_id: undefined, payment_method: method });
  const quote = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout-summary',
    headers: customer.headers,
    payload: { fulfilment: 'pickup' },
  });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: method === 'card' ? '/api/order-initiate-payment' : '/api/order-by-cod',
    headers: customer.headers,
    payload: body,
  });
  return { vendor, customer, quote, placed };
}

const details = (ctx: TestContext, id: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/order-details/${id}`, headers });

describe('bank transfer into the store’s account', () => {
  const emails: EmailMessage[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_SWEEP_SECONDS: '0' },
      providers: { email: { name: 'fake', send: async (m) => void emails.push(m) } },
    });
  });
  afterAll(() => ctx.close());

  it('the order detail carries the store’s IBAN, BIC, holder and the order number as reference', async () => {
    const { customer, quote, placed } = await placeWith(ctx, 'bank_transfer');
    expect(quote.json().data.bank_transfer).toEqual({
      payee: 'store',
      account_holder: 'Lefkoşa Bakkal Ltd',
      store_title: 'Lefkoşa Bakkal',
    });
    expect(placed.statusCode).toBe(201);
    const { id, number } = placed.json().data.order;
    const response = await details(ctx, id, customer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      payment_method: 'bank_transfer',
      iban: STORE_IBAN,
      bic: 'BCYPCY2N',
      account_holder: 'Lefkoşa Bakkal Ltd',
      payment_reference: String(number),
      bank_transfer_payee: 'store',
      order_total: 2500,
    });
  });

  it('the order-placed e-mail and the invoice say how to pay, in English and Turkish', async () => {
    const { customer, placed } = await placeWith(ctx, 'bank_transfer');
    const { id, number } = placed.json().data.order;
    const mail = emails.find((m) => m.to === customer.user.email && m.subject.includes(String(number)));
    expect(mail?.text).toContain('IBAN: CY17 0020 0128 0000 0012 0052 7600');
    expect(mail?.text).toContain('BIC: BCYPCY2N');
    expect(mail?.text).toContain('Account holder: Lefkoşa Bakkal Ltd');
    expect(mail?.text).toContain(`Payment reference: ${number}`);
    expect(mail?.text).toContain('€25.00');

    const invoice = async (lang: string) =>
      pdfText(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/order-invoice/${id}?lang=${lang}`,
            headers: customer.headers,
          })
        ).rawPayload,
      );
    const english = await invoice('en');
    expect(english).toContain('Pay by bank transfer');
    expect(english).toContain('CY17 0020 0128 0000 0012 0052 7600');
    expect(english).toMatch(new RegExp(`Payment reference\\n${number}`));
    const turkish = await invoice('tr');
    expect(turkish).toMatch(/Banka havalesiyle (ö|o)deme/);
    expect(turkish).toContain('CY17 0020 0128 0000 0012 0052 7600');
  });

  it('a card or cash order carries no bank details, and its invoice no transfer section', async () => {
    for (const method of ['card', 'cod'] as const) {
      const { customer, placed } = await placeWith(ctx, method);
      expect(placed.statusCode).toBe(201);
      const { id } = placed.json().data.order;
      const body = (await details(ctx, id, customer.headers)).json().data;
      expect(body).toMatchObject({
        payment_method: method,
        iban: null,
        bic: null,
        account_holder: null,
        payment_reference: null,
        bank_transfer_payee: null,
      });
      const pdf = await ctx.app.inject({ method: 'GET', url: `/api/order-invoice/${id}`, headers: customer.headers });
      const text = pdfText(pdf.rawPayload);
      expect(text).not.toContain('Pay by bank transfer');
      expect(text).not.toContain('CY17 0020 0128');
    }
  });

  it('a store without an IBAN is not offered bank transfer, and an order asking for it is refused', async () => {
    const { quote, placed } = await placeWith(ctx, 'bank_transfer', { iban: null, bic: null });
    expect(quote.json().data.payment_methods).not.toContain('bank_transfer');
    expect(quote.json().data.bank_transfer).toBeNull();
    expect(placed.statusCode).toBe(400);
    expect(placed.json().errors).toHaveProperty('payment_method');
  });
});

describe('bank transfer collected by the platform (BANK_TRANSFER_PAYEE=platform)', () => {
  const emails: EmailMessage[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        PAYMENT_SWEEP_SECONDS: '0',
        BANK_TRANSFER_PAYEE: 'platform',
        PLATFORM_IBAN: 'cy21 0020 0195 0000 3570 0123 4567',
        PLATFORM_ACCOUNT_HOLDER: 'Bedesten Marketplace Ltd',
      },
      providers: { email: { name: 'fake', send: async (m) => void emails.push(m) } },
    });
  });
  afterAll(() => ctx.close());

  it('names the platform’s account, even for a store without an IBAN, and says it collects for the store', async () => {
    const { customer, quote, placed } = await placeWith(ctx, 'bank_transfer', { iban: null, bic: null });
    expect(quote.json().data.bank_transfer).toMatchObject({
      payee: 'platform',
      account_holder: 'Bedesten Marketplace Ltd',
    });
    expect(placed.statusCode).toBe(201);
    const { id, number } = placed.json().data.order;
    expect((await details(ctx, id, customer.headers)).json().data).toMatchObject({
      iban: PLATFORM_IBAN,
      bic: null,
      account_holder: 'Bedesten Marketplace Ltd',
      payment_reference: String(number),
      bank_transfer_payee: 'platform',
    });
    const mail = emails.find((m) => m.to === customer.user.email && m.subject.includes(String(number)));
    expect(mail?.text).toContain('IBAN: CY21 0020 0195 0000 3570 0123 4567');
    expect(mail?.text).not.toContain('BIC:');
    expect(mail?.text).toContain('Bedesten collects this payment for Lefkoşa Bakkal');
  });

  it('refuses to start without the platform’s IBAN and holder, or with an IBAN that fails its checksum', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', BANK_TRANSFER_PAYEE: 'platform' })).toThrow(/PLATFORM_IBAN/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        BANK_TRANSFER_PAYEE: 'platform',
        PLATFORM_IBAN: 'CY22002001950000357001234567',
        PLATFORM_ACCOUNT_HOLDER: 'Bedesten Marketplace Ltd',
      }),
    ).toThrow(/PLATFORM_IBAN/);
  });
});
