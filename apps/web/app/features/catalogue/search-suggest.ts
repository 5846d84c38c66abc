import type { SearchSuggestions } from '@bedesten/core/schemas/search-suggestions';

export type SuggestionKind = 'products' | 'stores' | 'categories';

/** One suggestion as the search box lists it, with where choosing it goes. */
export interface Suggestion {
  kind: SuggestionKind;
  label: string;
  /** A product's store. */
  detail: string | null;
  href: string;
}

/** How long typing must pause before the box asks (each key would otherwise be a request). */
export const SUGGEST_DELAY_MS = 200;

/** The answer as one list, products first, then stores, then categories: the order the box shows them in. */
export function suggestionsOf(data: SearchSuggestions): Suggestion[] {
  return [
    ...data.products.map((product) => ({
      kind: 'products' as const,
      label: product.name,
      detail: product.store_title,
      href: `/stores/${encodeURIComponent(product.store_slug)}/${encodeURIComponent(product.slug)}`,
    })),
    ...data.stores.map((store) => ({
      kind: 'stores' as const,
      label: store.title,
      detail: null,
      href: `/stores/${encodeURIComponent(store.slug)}`,
    })),
    ...data.categories.map((category) => ({
      kind: 'categories' as const,
      label: category.name,
      detail: null,
      href: `/shopping?category=${encodeURIComponent(category.slug)}`,
    })),
  ];
}

/**
 * The option the arrow keys move to (the combobox pattern): down from the
 * box to the first, up from the first back to the box (-1), Home and End to
 * either end; past the last, round to the first.
 */
export function moveActive(active: number, key: string, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active + 1 >= count ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? (active === 0 ? -1 : count - 1) : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return active;
  }
}

/** The answers already had, by what was typed (folded to lower case), the last few only. */
export function createSuggestionCache(size = 20) {
  const held = new Map<string, Suggestion[]>();
  const keyOf = (query: string) => query.trim().toLocaleLowerCase();
  return {
    get: (query: string) => held.get(keyOf(query)),
    set(query: string, items: Suggestion[]) {
      held.delete(keyOf(query));
      held.set(keyOf(query), items);
      if (held.size > size) held.delete(held.keys().next().value!);
    },
  };
}
