import { z } from 'zod';

export {
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  SUGGESTED_STORES,
  SUGGEST_MIN_LENGTH,
} from '../search/suggestion-limits.ts';

/** `GET /api/search-suggestions?q=&lang=`. */
export const searchSuggestionsQuery = z.object({
  q: z.string().trim().max(100).default(''),
  lang: z.string().optional(),
});

/**
 * What the header's search box suggests: products (with their store, to
 * link to the product page), stores and categories, each only what a
 * suggestion shows, names in the request's language.
 */
export const searchSuggestionsSchema = z.object({
  products: z.array(z.object({ name: z.string(), slug: z.string(), store_slug: z.string(), store_title: z.string() })),
  stores: z.array(z.object({ title: z.string(), slug: z.string() })),
  categories: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
