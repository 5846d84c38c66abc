import { describe, expect, it } from 'vitest';
import { latitudeParamSchema, latitudeSchema, longitudeSchema } from './coordinates.ts';
import { PG_INT_MAX, serialIdParamSchema, serialIdSchema } from '../validation/numbers.ts';

describe('coordinates as callers send them (issue 10)', () => {
  it.each([
    [35.17251234567, 35.1725123],
    [-8e-323, 0],
    [5e-324, 0],
    [-0, 0],
    [90, 90],
  ])('latitude %d reads as %d', (input, expected) => {
    expect(Object.is(latitudeSchema.parse(input), expected)).toBe(true);
  });

  it('refuses what is off the globe, and reads query strings', () => {
    expect(latitudeSchema.safeParse(90.0001).success).toBe(false);
    expect(longitudeSchema.safeParse(-180.5).success).toBe(false);
    expect(latitudeParamSchema.parse('1.5e-323')).toBe(0);
    expect(latitudeParamSchema.safeParse('NaN').success).toBe(false);
  });
});

describe('serial ids (issue 10)', () => {
  it('holds what a PostgreSQL integer holds, and no more', () => {
    expect(serialIdSchema.parse(PG_INT_MAX)).toBe(PG_INT_MAX);
    expect(serialIdSchema.safeParse(PG_INT_MAX + 1).success).toBe(false);
    expect(serialIdSchema.safeParse(9_007_199_254_740_991).success).toBe(false);
    expect(serialIdSchema.safeParse(0).success).toBe(false);
    expect(serialIdParamSchema.parse('42')).toBe(42);
    expect(serialIdParamSchema.safeParse('2147483648').success).toBe(false);
  });
});
