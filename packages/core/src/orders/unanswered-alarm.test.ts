import { describe, expect, it } from 'vitest';
import { msUntilNextOverdue, overdueOrders, UNANSWERED_ORDER_ALARM_MS } from './unanswered-alarm.ts';

const now = Date.parse('2026-11-23T12:00:00Z');
const at = (msAgo: number) => new Date(now - msAgo).toISOString();

describe('unanswered-order alarm', () => {
  const orders = [
    { id: 'fresh', status: 'placed', placed_at: at(UNANSWERED_ORDER_ALARM_MS - 1) },
    { id: 'due', status: 'placed', placed_at: at(UNANSWERED_ORDER_ALARM_MS) },
    { id: 'old', status: 'placed', placed_at: at(UNANSWERED_ORDER_ALARM_MS * 4) },
    { id: 'accepted', status: 'accepted', placed_at: at(UNANSWERED_ORDER_ALARM_MS * 5) },
    { id: 'cancelled', status: 'cancelled', placed_at: at(UNANSWERED_ORDER_ALARM_MS * 5) },
  ];

  it('rings for placed orders left at least the alarm time, oldest first', () => {
    expect(UNANSWERED_ORDER_ALARM_MS).toBe(180_000);
    expect(overdueOrders(orders, now).map((o) => o.id)).toEqual(['old', 'due']);
  });

  it('stops for an order the vendor muted or opened', () => {
    expect(overdueOrders(orders, now, new Set(['old'])).map((o) => o.id)).toEqual(['due']);
    expect(overdueOrders(orders, now, new Set(['old', 'due']))).toEqual([]);
  });

  it('says when the next waiting order becomes overdue', () => {
    expect(msUntilNextOverdue(orders, now)).toBe(1);
    expect(msUntilNextOverdue(orders, now, new Set(['fresh']))).toBeNull();
    expect(msUntilNextOverdue([], now)).toBeNull();
  });
});
