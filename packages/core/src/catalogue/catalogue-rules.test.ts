import { describe, expect, it } from 'vitest';
import { needsReapproval, storeNeedsReapproval } from './approval-rules.ts';
import { priceBucketLabel, priceBuckets } from './price-buckets.ts';
import { stockStatus } from './stock-status.ts';

describe('stock status', () => {
  it.each([
    [{ isActive: true, stock: null }, 'in_stock'],
    [{ isActive: true, stock: 3 }, 'in_stock'],
    [{ isActive: true, stock: 0 }, 'out_of_stock'],
    [{ isActive: false, stock: 3 }, 'not_available'],
  ] as const)('%o is %s', (variant, expected) => {
    expect(stockStatus(variant)).toBe(expected);
  });
});

describe('price buckets (SPEC.md §9)', () => {
  it('runs 1 to 10 in steps of 9.99, then one open bucket, in minor units', () => {
    const buckets = priceBuckets();
    expect(buckets).toHaveLength(11);
    expect(buckets[0]).toEqual({ min: 0, max: 999 });
    expect(buckets[1]).toEqual({ min: 1000, max: 1999 });
    expect(buckets[9]).toEqual({ min: 9000, max: 9999 });
    expect(buckets[10]).toEqual({ min: 10000, max: null });
    expect(priceBucketLabel(buckets[1]!, 'en', 'EUR')).toBe('€10.00 – €19.99');
    expect(priceBucketLabel(buckets[10]!, 'en', 'EUR')).toBe('€100.00+');
  });
});

describe('approval rules (ADR 0021)', () => {
  const product = {
    nameEn: 'Tea',
    nameTr: 'Çay',
    descriptionEn: 'Black tea leaves',
    descriptionTr: null,
    images: ['a'],
  };
  it('sends a product back for its words and pictures only', () => {
    expect(needsReapproval(product, { ...product })).toBe(false);
    expect(needsReapproval(product, { ...product, nameTr: 'Siyah Çay' })).toBe(true);
    expect(needsReapproval(product, { ...product, images: ['a', 'b'] })).toBe(true);
    expect(needsReapproval(product, { ...product, descriptionTr: 'Siyah çay yaprakları' })).toBe(true);
  });
  it('sends a store back for what staff vetted, not for its hours', () => {
    const store = { title: 'A', accountNumber: '123456789' } as Record<string, unknown>;
    expect(storeNeedsReapproval(store as never, { title: 'A' })).toBe(false);
    expect(storeNeedsReapproval(store as never, { accountNumber: '987654321' })).toBe(true);
    expect(storeNeedsReapproval(store as never, {})).toBe(false);
  });
});
