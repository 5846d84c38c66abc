import { describe, expect, it } from 'vitest';
import { canMove, isCompleted, nextStatuses, type OrderActor, type OrderStatus } from './order-status.ts';

describe('order transitions', () => {
  it.each<[OrderStatus, OrderStatus, OrderActor, 'delivery' | 'pickup', boolean]>([
    ['placed', 'accepted', 'vendor', 'delivery', true],
    ['placed', 'accepted', 'customer', 'delivery', false],
    ['placed', 'packed', 'vendor', 'delivery', false],
    ['accepted', 'packed', 'vendor', 'delivery', true],
    ['packed', 'dispatched', 'vendor', 'delivery', true],
    ['packed', 'delivered', 'vendor', 'delivery', false],
    ['packed', 'delivered', 'vendor', 'pickup', true],
    ['packed', 'dispatched', 'vendor', 'pickup', false],
    ['dispatched', 'delivered', 'vendor', 'delivery', true],
    ['placed', 'cancelled', 'customer', 'delivery', true],
    ['accepted', 'cancelled', 'customer', 'delivery', true],
    ['packed', 'cancelled', 'customer', 'delivery', false],
    ['packed', 'cancelled', 'vendor', 'delivery', true],
    ['dispatched', 'cancelled', 'vendor', 'delivery', false],
    ['delivered', 'cancelled', 'staff', 'delivery', false],
    ['cancelled', 'placed', 'staff', 'delivery', false],
    ['placed', 'cancelled', 'system', 'delivery', true],
    ['accepted', 'cancelled', 'system', 'delivery', false],
  ])('%s → %s by %s (%s): %s', (from, to, actor, fulfilment, allowed) => {
    expect(canMove(from, to, actor, fulfilment)).toBe(allowed);
  });

  it('offers the vendor the next steps only', () => {
    expect(nextStatuses('placed', 'vendor')).toEqual(['accepted', 'cancelled']);
    expect(nextStatuses('packed', 'vendor', 'pickup')).toEqual(['delivered', 'cancelled']);
    expect(nextStatuses('delivered', 'vendor')).toEqual([]);
  });

  it('files delivered and cancelled orders as completed', () => {
    expect(['placed', 'dispatched', 'delivered', 'cancelled'].map((s) => isCompleted(s as OrderStatus))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
