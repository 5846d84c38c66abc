import { describe, expect, it } from 'vitest';
import { pageHref } from './components/pagination.tsx';
import { priceValue } from './components/product-filters.tsx';
import { defaultVariant } from './components/variant-picker.tsx';
import { oneOf, pageParam, textParam } from './query.ts';
import { breadcrumbListLd } from '~/lib/meta.ts';
import { absolute } from './seo.ts';

describe('catalogue query strings', () => {
  it('reads the page number, falling back to 1 for anything odd', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=99999999'])
      expect(pageParam(new URLSearchParams(bad))).toBe(1);
  });

  it('keeps only known values and non-empty texts', () => {
    expect(oneOf('name', ['latest', 'name'] as const)).toBe('name');
    expect(oneOf('drop table', ['latest', 'name'] as const)).toBeUndefined();
    expect(textParam(new URLSearchParams('q=%20%20'), 'q')).toBeUndefined();
    expect(textParam(new URLSearchParams('q=%20cay%20'), 'q')).toBe('cay');
  });

  it('builds page links that keep the filters and drop page=1', () => {
    expect(pageHref('?category=cleaning&page=2', 3, '/stores')).toBe('/stores?category=cleaning&page=3');
    expect(pageHref('?category=cleaning&page=2', 1, '/stores')).toBe('/stores?category=cleaning');
    expect(pageHref('', 1, '/stores')).toBe('/stores');
  });

  it('writes a price bucket as one form value', () => {
    expect(priceValue({ min: 1000, max: 1999 })).toBe('1000-1999');
    expect(priceValue({ min: 10000, max: null })).toBe('10000-');
  });
});

describe('variant choice', () => {
  const variant = (id: string, stock_status: 'in_stock' | 'out_of_stock', active_status = true) => ({
    id,
    unique_id: `U-${id}`,
    size: null,
    price: 100,
    mrp_price: 100,
    discount: 0,
    selling_price: 100,
    stock: 1,
    stock_status,
    stock_message: null,
    active_status,
  });

  it('starts on the asked-for variant, else the first one in stock', () => {
    const variants = [variant('a', 'out_of_stock'), variant('b', 'in_stock'), variant('c', 'in_stock')];
    expect(defaultVariant(variants)?.id).toBe('b');
    expect(defaultVariant(variants, 'c')?.id).toBe('c');
    expect(defaultVariant(variants, 'U-a')?.id).toBe('a');
    expect(defaultVariant([variant('x', 'out_of_stock')])?.id).toBe('x');
  });
});

describe('structured data', () => {
  it('makes site-relative links absolute', () => {
    expect(absolute('https://bedesten.cy', '/demo-images/a.svg')).toBe('https://bedesten.cy/demo-images/a.svg');
  });

  it('numbers breadcrumb items from 1 with absolute links', () => {
    const ld = breadcrumbListLd('https://bedesten.cy', [
      { name: 'Home', to: '/' },
      { name: 'Stores', to: '/stores' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://bedesten.cy/' },
      { '@type': 'ListItem', position: 2, name: 'Stores', item: 'https://bedesten.cy/stores' },
    ]);
  });
});
