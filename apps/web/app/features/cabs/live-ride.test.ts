import { CUSTOMER_CANCEL_CUTOFF_MINUTES } from '@bedesten/core/cabs/ride-status';
import { describe, expect, it } from 'vitest';
import { customerMayCancel } from './live-ride.ts';

const NOW = new Date('2026-12-01T10:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe('the customer’s Cancel on a ride page: core’s ride transition table', () => {
  it('is offered for a booked ride, and for a confirmed one until the cut-off before pickup', () => {
    expect(customerMayCancel({ status: 'booked', pickup_at: inMinutes(10) }, NOW)).toBe(true);
    expect(customerMayCancel({ status: 'confirmed', pickup_at: inMinutes(24 * 60) }, NOW)).toBe(true);
    expect(
      customerMayCancel({ status: 'confirmed', pickup_at: inMinutes(CUSTOMER_CANCEL_CUTOFF_MINUTES - 1) }, NOW),
    ).toBe(false);
  });

  it('is gone once the ride is completed or cancelled (a pushed change takes it away)', () => {
    expect(customerMayCancel({ status: 'completed', pickup_at: inMinutes(24 * 60) }, NOW)).toBe(false);
    expect(customerMayCancel({ status: 'cancelled', pickup_at: inMinutes(24 * 60) }, NOW)).toBe(false);
  });
});
