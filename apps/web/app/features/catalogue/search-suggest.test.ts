import { describe, expect, it } from 'vitest';
import { createSuggestionCache, moveActive, suggestionsOf } from './search-suggest.ts';

describe('the search box’s suggestions', () => {
  const answer = {
    products: [
      { name: 'Olive bread', slug: 'olive-bread', store_slug: 'harbour-bakery', store_title: 'Harbour Bakery' },
    ],
    stores: [{ title: 'Harbour Bakery', slug: 'harbour-bakery' }],
    categories: [{ name: 'Bakery & Pastry', slug: 'bakery & pastry' }],
  };

  it('lists products, then stores, then categories, each leading to its page', () => {
    expect(suggestionsOf(answer)).toEqual([
      {
        kind: 'products',
        label: 'Olive bread',
        detail: 'Harbour Bakery',
        href: '/stores/harbour-bakery/olive-bread',
      },
      { kind: 'stores', label: 'Harbour Bakery', detail: null, href: '/stores/harbour-bakery' },
      { kind: 'categories', label: 'Bakery & Pastry', detail: null, href: '/shopping?category=bakery%20%26%20pastry' },
    ]);
    expect(suggestionsOf({ products: [], stores: [], categories: [] })).toEqual([]);
  });

  it('moves through the options with the arrow keys, Home and End, round at the ends', () => {
    expect(moveActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(0, 'ArrowDown', 3)).toBe(1);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(1, 'ArrowUp', 3)).toBe(0);
    // Up from the first option goes back to the box.
    expect(moveActive(0, 'ArrowUp', 3)).toBe(-1);
    expect(moveActive(1, 'Home', 3)).toBe(0);
    expect(moveActive(0, 'End', 3)).toBe(2);
    expect(moveActive(1, 'a', 3)).toBe(1);
    expect(moveActive(0, 'ArrowDown', 0)).toBe(-1);
  });

  it('remembers the last answers by what was typed, whatever its case and spaces', () => {
    const cache = createSuggestionCache(2);
    const items = suggestionsOf(answer);
    cache.set('Olive', items);
    expect(cache.get(' olive ')).toBe(items);
    cache.set('bread', []);
    cache.set('cake', []);
    // Only the last two are kept.
    expect(cache.get('olive')).toBeUndefined();
    expect(cache.get('bread')).toEqual([]);
  });
});
