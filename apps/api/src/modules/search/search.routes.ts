import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productCardSchema } from '@bedesten/core/schemas/catalogue';
import { errorResponses } from '@bedesten/core/schemas/error';
import { storeCardSchema, storeListResponseSchema, storeSearchQuery } from '@bedesten/core/schemas/stores';
import type { BuildFuzzyQuery } from '../listing/fuzzy-query.ts';
import { searchSuggestionsQuery, searchSuggestionsSchema } from '@bedesten/core/schemas/search-suggestions';
import { searchEverything } from './search-everything.ts';
import { searchStores } from './search-stores.ts';
import type { SearchRepository } from './search.repository.ts';
import { suggestSearch } from './suggest-search.ts';

const tags = ['search'];

/** Public search: stores for the shop list, stores and products for the search box, and its suggestions. */
export const searchRoutes: FastifyPluginAsyncZod<{
  fuzzyQuery: BuildFuzzyQuery;
  repository: SearchRepository;
}> = async (app, deps) => {
  app.get(
    '/api/storeSearch',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Approved, active stores: search, category, type, sort, distance from lat/lng; paged',
        description:
          '`sort`: latest | name | most_visited | delivery_time | distance | rating (default: relevance with `search`, distance with lat/lng, else latest). `category` is a slug or id.',
        querystring: storeSearchQuery,
        response: { 200: storeListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => searchStores(deps, request.query, request.url, request.lang),
  );

  app.get(
    '/api/search',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'The search box: the best stores and products for `q` (typos and missing Turkish accents forgiven)',
        querystring: z.object({
          q: z.string().trim().max(100).default(''),
          limit: z.coerce.number().int().min(1).max(20).default(8),
          lang: z.string().optional(),
        }),
        response: {
          200: z.object({ stores: z.array(storeCardSchema), products: z.array(productCardSchema) }),
          ...errorResponses(400),
        },
      },
    },
    // The contract names `{stores, products}`, sent once (ADR 0051: no `data` copy).
    async (request) => searchEverything(deps, request.query.q, request.query.limit, request.lang),
  );

  app.get(
    '/api/search-suggestions',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary:
          'What the header’s search box suggests while someone types: up to 5 products, 3 stores and 3 categories for `q`, names only',
        querystring: searchSuggestionsQuery,
        response: { 200: searchSuggestionsSchema, ...errorResponses(400) },
      },
    },
    async (request) => suggestSearch(deps, request.query.q, request.lang),
  );
};
