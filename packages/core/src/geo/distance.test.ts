import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance.ts';

describe('distanceKm', () => {
  it.each([
    ['Nicosia to Limassol', { lat: 35.1753, lng: 33.3642 }, { lat: 34.6841, lng: 33.0379 }, 62.3],
    ['Paphos to Larnaca', { lat: 34.7768, lng: 32.4245 }, { lat: 34.9229, lng: 33.6233 }, 110.5],
    ['a point to itself', { lat: 35, lng: 33 }, { lat: 35, lng: 33 }, 0],
  ])('%s is about %d km', (_name, a, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, 0);
  });

  it('is symmetric', () => {
    const a = { lat: 35.3363, lng: 33.3173 };
    const b = { lat: 35.1205, lng: 33.9389 };
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
});
