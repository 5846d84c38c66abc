import type { OrderStatus } from '@bedesten/core/orders/order-status';
import type { OrderDetail } from '@bedesten/core/schemas/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '~/lib/i18n.ts';
import { renderInRoot } from '~/test-render.tsx';
import { liveOutcome } from '~/lib/live-events.ts';
import { CancelOrder } from './components/cancel-order.tsx';
import { VendorOrderActions } from './components/vendor-order-actions.tsx';
import { orderMoves, withStatus } from './live-order.ts';

const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** A placed delivery order as the customer's loader read it (the server offered Cancel). */
const placed = {
  id: '5b0f8a4e-2c1d-4e7f-9a3b-6c5d4e3f2a1b',
  number: 100042,
  status: 'placed',
  status_label: 'Placed',
  fulfilment: 'delivery',
  next_statuses: ['cancelled'],
  can_cancel: true,
  payment: { method: 'cod', status: 'unpaid', can_mark_paid: true },
} as unknown as OrderDetail;

const label = (status: OrderStatus) => `label:${status}`;

describe('the actions an order page offers: core’s transition table for the status shown', () => {
  it('lets the customer cancel only until the store has packed the order', () => {
    const customer = (status: OrderStatus) => orderMoves(status, 'customer', 'delivery');
    expect(customer('placed')).toEqual(['cancelled']);
    expect(customer('accepted')).toEqual(['cancelled']);
    expect(customer('packed')).toEqual([]);
    expect(customer('dispatched')).toEqual([]);
    expect(customer('delivered')).toEqual([]);
    expect(customer('cancelled')).toEqual([]);
  });

  it('walks the vendor forward one step at a time, with cancel until the order leaves the store', () => {
    expect(orderMoves('placed', 'vendor', 'delivery')).toEqual(['accepted', 'cancelled']);
    expect(orderMoves('accepted', 'vendor', 'delivery')).toEqual(['packed', 'cancelled']);
    expect(orderMoves('packed', 'vendor', 'delivery')).toEqual(['dispatched', 'cancelled']);
    expect(orderMoves('dispatched', 'vendor', 'delivery')).toEqual(['delivered']);
    expect(orderMoves('delivered', 'vendor', 'delivery')).toEqual([]);
    expect(orderMoves('cancelled', 'vendor', 'delivery')).toEqual([]);
    // A pickup order is collected straight from packed.
    expect(orderMoves('packed', 'vendor', 'pickup')).toEqual(['delivered', 'cancelled']);
  });
});

describe('a pushed status change applied to the open order page', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('takes the customer’s Cancel away at once when the store packs the order', () => {
    const before = text(renderInRoot('tr', <CancelOrder orderId={placed.id} allowed={placed.can_cancel} />));
    expect(before).toContain('Siparişi iptal et');

    const outcome = liveOutcome('order', placed, { type: 'order', order_id: placed.id, status: 'packed' });
    expect(outcome).toEqual({ status: 'packed', reload: true });
    const shown = withStatus(placed, outcome.status!, 'customer', label);
    expect(shown).toMatchObject({
      status: 'packed',
      status_label: 'label:packed',
      next_statuses: [],
      can_cancel: false,
    });

    const after = text(renderInRoot('tr', <CancelOrder orderId={shown.id} allowed={shown.can_cancel} />));
    expect(after).not.toContain('Siparişi iptal et');
    expect(after).toContain('Bu sipariş artık iptal edilemez.');
  });

  it('leaves the vendor no move and no “mark as paid” once the customer cancelled', () => {
    const vendorView = { ...placed, next_statuses: ['accepted', 'cancelled'] } as OrderDetail;
    const outcome = liveOutcome('order', vendorView, { type: 'order', order_id: placed.id, status: 'cancelled' });
    const shown = withStatus(vendorView, outcome.status!, 'vendor', label);
    expect(shown).toMatchObject({ next_statuses: [], can_cancel: false, payment: { can_mark_paid: false } });
    const markup = text(
      renderInRoot(
        'en',
        <VendorOrderActions
          order={shown}
          forward={[]}
          chosen=""
          busy={false}
          onChoose={() => {}}
          onMove={() => {}}
          onConfirm={() => {}}
        />,
      ),
    );
    expect(markup).not.toContain('Cancel order');
    expect(markup).not.toContain('Mark as paid');
    expect(markup).toContain('This order needs nothing more from you.');
  });

  it('keeps the loader’s order as it is when the event only echoes the status shown', () => {
    expect(withStatus(placed, 'placed', 'customer', label)).toBe(placed);
  });
});
