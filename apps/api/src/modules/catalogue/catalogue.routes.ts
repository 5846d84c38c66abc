import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categorySchema,
  countrySchema,
  filterOptionsResponseSchema,
  genderSchema,
  namedItemSchema,
  productCardSchema,
  productDetailResponseSchema,
  productListQuery,
  productListResponseSchema,
} from '@bedesten/core/schemas/catalogue';
import { errorResponses } from '@bedesten/core/schemas/error';
import type { BuildFuzzyQuery } from '../listing/fuzzy-query.ts';
import { localName } from '../listing/local-name.ts';
import { toProductCard } from '../listing/product-cards.sql.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';
import { categoryDetailsSchema, getCategoryDetails } from './get-category-details.ts';
import { getFilterOptions } from './get-filter-options.ts';
import { getProductDetail } from './get-product-detail.ts';
import { listProducts } from './list-products.ts';
import { listCountries, listGenders } from './reference-lists.ts';
import { toCategory } from './to-category.ts';
import { subCategoryItemSchema, toSubCategoryItem } from './to-sub-category-item.ts';

const tags = ['catalogue'];
/** The spec's clients send `get_all=yes`; these lists are short, so they always come whole. */
const listQuery = z.object({ get_all: z.string().optional(), lang: z.string().optional() });
const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** What customers browse (SPEC.md §7 customer calls) and the reference lists forms use. Public. */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  fuzzyQuery: BuildFuzzyQuery;
  repository: CatalogueRepository;
  currency: string;
}> = async (app, deps) => {
  const { repository, currency } = deps;

  for (const url of ['/api/productDetail/:id', '/api/product-details/:id']) {
    app.get(
      url,
      {
        config: { publicRead: true },
        schema: {
          tags,
          summary: 'A product page by id or slug: store, variants, stock status and JSON-LD `structured_data`',
          params: z.object({ id: z.string().min(1).max(200) }),
          querystring: z.object({ lang: z.string().optional() }),
          response: { 200: productDetailResponseSchema, ...errorResponses(404) },
        },
      },
      async (request) => ({ data: await getProductDetail(repository, request.params.id, request.lang, currency) }),
    );
  }

  app.get(
    '/api/users-product-list',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary:
          'Products for the shopping pages: category, sub-category, store, price (minor units), availability, search',
        querystring: productListQuery,
        response: { 200: productListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => listProducts(deps, request.query, request.url, request.lang),
  );

  app.get(
    '/api/get-filter-options',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Filters of the shopping pages: categories, price buckets (SPEC.md §9), availability',
        querystring: listQuery,
        response: { 200: filterOptionsResponseSchema },
      },
    },
    async (request) => ({ data: await getFilterOptions(repository, request.lang, currency) }),
  );

  app.get(
    '/api/category-list',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Business categories',
        querystring: listQuery,
        response: { 200: dataOf(categorySchema) },
      },
    },
    async (request) => ({ data: (await repository.listCategories()).map((c) => toCategory(c, request.lang)) }),
  );

  app.get(
    '/api/sub-category-list',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Approved, active sub-categories of visible stores; filter by `store` or `category` (id or slug)',
        querystring: listQuery.extend({
          store: z.string().max(120).optional(),
          category: z.string().max(80).optional(),
        }),
        response: { 200: dataOf(subCategoryItemSchema) },
      },
    },
    async (request) => ({
      data: (await repository.listSubCategories(request.query)).map((row) => toSubCategoryItem(row, request.lang)),
    }),
  );

  app.get(
    '/api/get-category-details',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'A business category (id or slug) with the sub-categories stores sell under it',
        querystring: listQuery.extend({ category: z.string().min(1).max(80) }),
        response: { 200: z.object({ data: categoryDetailsSchema }), ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getCategoryDetails(repository, request.query.category, request.lang) }),
  );

  app.get(
    '/api/brand-subcategories-list',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Sub-categories that have visible products of a brand (brand name, any case)',
        querystring: listQuery.extend({ brand: z.string().trim().min(1).max(120) }),
        response: { 200: dataOf(subCategoryItemSchema) },
      },
    },
    async (request) => ({
      data: (await repository.listSubCategories({ brand: request.query.brand })).map((row) =>
        toSubCategoryItem(row, request.lang),
      ),
    }),
  );

  app.get(
    '/api/landing-page-products',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Featured products for the home page',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(40).default(12),
          lang: z.string().optional(),
        }),
        response: { 200: dataOf(productCardSchema) },
      },
    },
    async (request) => ({
      data: (await repository.landingProducts(request.query.limit)).map((row) => toProductCard(row, request.lang)),
    }),
  );

  // `/api/landing-page-banner` is staff-edited content now: modules/content (issue 14).

  // `gender-details` is the spec's customer-app name for the same list (ADR 0047).
  for (const url of ['/api/genders-list', '/api/gender-details']) {
    app.get(
      url,
      { schema: { tags, summary: 'Genders', querystring: listQuery, response: { 200: dataOf(genderSchema) } } },
      async (request) => ({ data: listGenders(request.lang) }),
    );
  }

  app.get(
    '/api/sizes-list/:group',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Sizes of a size group (1: the general list)',
        params: z.object({ group: z.coerce.number().int().min(1).max(1000) }),
        querystring: listQuery,
        response: { 200: dataOf(namedItemSchema), ...errorResponses(400) },
      },
    },
    async (request) => ({
      data: (await repository.listSizes(request.params.group)).map((s) => ({
        id: s.id,
        name: localName(s.nameEn, s.nameTr, request.lang),
      })),
    }),
  );

  app.get(
    '/api/units-list',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Units products are sold in',
        querystring: listQuery,
        response: { 200: dataOf(namedItemSchema.extend({ code: z.string() })) },
      },
    },
    async (request) => ({
      data: (await repository.listUnits()).map((u) => ({
        id: u.id,
        code: u.code,
        name: localName(u.nameEn, u.nameTr, request.lang),
      })),
    }),
  );

  app.get(
    '/api/country-list',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Countries in the caller’s language, with calling codes; Cyprus and Turkey first',
        querystring: listQuery,
        response: { 200: dataOf(countrySchema) },
      },
    },
    async (request) => ({ data: listCountries(request.lang) }),
  );
};
