import { describe, expect, it } from 'vitest';
import { isShippingDone, orderBodyOf, quoteBodyOf, type CheckoutDraft } from './draft.ts';

const draft: CheckoutDraft = {
  fulfilment: 'delivery',
  address_id: '0b9f4a43-8a4b-4a59-b3fb-3b1c1b3c9a01',
  name: ' Eleni Georgiou ',
  email: '',
  contact: '+357 99123456',
  order_notes: '  ',
  coupon_code: 'SPRING10',
  payment_method: 'cod',
};

describe('checkout draft', () => {
  it('asks for a quote with the address, coupon and method; pickup sends no address', () => {
    expect(quoteBodyOf(draft)).toEqual({
      fulfilment: 'delivery',
      buyer_address_id: draft.address_id,
      coupon_code: 'SPRING10',
      payment_method: 'cod',
    });
    expect(quoteBodyOf({ ...draft, fulfilment: 'pickup' }, { coupon_code: '', payment_method: null })).toEqual({
      fulfilment: 'pickup',
    });
  });

  it('sends choices only, never a price or total', () => {
    const body = orderBodyOf(draft);
    expect(body).toEqual({
      fulfilment: 'delivery',
      buyer_address_id: draft.address_id,
      coupon_code: 'SPRING10',
      payment_method: 'cod',
      name: 'Eleni Georgiou',
      contact: '+357 99123456',
      order_from_device: 'web',
    });
    expect(Object.keys(body).some((key) => /total|price|amount|charges/.test(key))).toBe(false);
  });

  it('knows when the shipping step is done', () => {
    expect(isShippingDone(draft)).toBe(true);
    expect(isShippingDone({ ...draft, address_id: null })).toBe(false);
    expect(isShippingDone({ ...draft, fulfilment: 'pickup', address_id: null })).toBe(true);
    expect(isShippingDone({ ...draft, contact: '' })).toBe(false);
    expect(isShippingDone(null)).toBe(false);
  });
});
