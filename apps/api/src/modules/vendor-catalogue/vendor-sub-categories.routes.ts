import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { subCategoryFields } from '@bedesten/core/catalogue/product-form';
import { imageUrlSchema } from '@bedesten/core/catalogue/image-url';
import { message } from '@bedesten/core/messages/catalogue';
import { basisPointsToPercent } from '@bedesten/core/money/percent';
import { pageOffset, pageQuerySchema, toPagedList } from '@bedesten/core/paging/paged-list';
import { vatRateName } from '@bedesten/core/pricing/vat-names';
import {
  categorySchema,
  subCategoryListResponseSchema,
  subCategoryResponseSchema,
} from '@bedesten/core/schemas/catalogue';
import { errorResponses } from '@bedesten/core/schemas/error';
import type { OwnsPictures } from '../../lib/owned-pictures.ts';
import { actorOf, guardAllRoutes, requireType, SESSION_SECURITY, storeIdOf } from '../../plugins/auth.ts';
import { toCategory } from '../catalogue/to-category.ts';
import { saveSubCategory } from './save-sub-category.ts';
import { toSubCategory } from './to-vendor-views.ts';
import type { VendorCatalogueRepository } from './vendor-catalogue.repository.ts';

const tags = ['vendor catalogue'];
const security = SESSION_SECURITY;

/** The vendor's sub-categories (SPEC.md §7 catalogue calls); every query is scoped by the caller's store. */
export const vendorSubCategoriesRoutes: FastifyPluginAsyncZod<{
  repository: VendorCatalogueRepository;
  /** Whether pictures are the caller's own uploads (the uploads module). */
  ownsPictures: OwnsPictures;
}> = async (app, { repository, ownsPictures }) => {
  guardAllRoutes(app, requireType('vendor'));
  const actorIn = (request: FastifyRequest) => ({ userId: actorOf(request).userId, storeId: storeIdOf(request) });

  app.post(
    '/api/add-sub-category',
    {
      schema: {
        tags,
        summary: 'Create a sub-category (pending approval) or change the own one named by `id`',
        security,
        body: subCategoryFields,
        response: {
          200: subCategoryResponseSchema,
          201: subCategoryResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { row, created } = await saveSubCategory(repository, ownsPictures, actorIn(request), request.body);
      return reply
        .status(created ? 201 : 200)
        .send({ data: toSubCategory(row, request.lang), message: message('sub_category_saved', request.lang) });
    },
  );

  app.post(
    '/api/activate-deactivate-sub-category',
    {
      schema: {
        tags,
        summary: 'Set (or toggle, without `active_status`) a sub-category active or deactive',
        security,
        body: z.object({ id: z.uuid(), active_status: z.boolean().optional() }),
        response: { 200: subCategoryResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const storeId = storeIdOf(request);
      const current = await repository.findSubCategory(storeId, request.body.id);
      if (!current) throw notFound();
      await repository.updateSubCategory(storeId, current.id, {
        isActive: request.body.active_status ?? !current.isActive,
      });
      const row = (await repository.findSubCategory(storeId, current.id))!;
      return { data: toSubCategory(row, request.lang), message: message('status_updated', request.lang) };
    },
  );

  app.get(
    '/api/vendor-sub-categories-list',
    {
      schema: {
        tags,
        summary: 'The store’s sub-categories, newest first, paged; `status`: pending|approved|rejected|active|deactive',
        security,
        querystring: pageQuerySchema.extend({
          status: z.enum(['pending', 'approved', 'rejected', 'active', 'deactive']).optional(),
        }),
        response: { 200: subCategoryListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listSubCategories(storeIdOf(request), request.query, {
        offset: pageOffset(request.query),
        limit: request.query.per_page,
      });
      return toPagedList(
        rows.map((r) => toSubCategory(r, request.lang)),
        total,
        request.query,
        request.url,
      );
    },
  );

  app.get(
    '/api/vendor-sub-categories-details/:id',
    {
      schema: {
        tags,
        summary: 'One of the store’s sub-categories',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 200: subCategoryResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await repository.findSubCategory(storeIdOf(request), request.params.id);
      if (!row) throw notFound();
      return { data: toSubCategory(row, request.lang) };
    },
  );

  app.post(
    '/api/add-sub-category-banner-images',
    {
      schema: {
        tags,
        summary: 'Set a sub-category’s banner images (uploaded through tus); an approved one waits for approval again',
        security,
        body: z.object({ id: z.uuid(), banner_images: z.array(imageUrlSchema).max(5) }),
        response: { 200: subCategoryResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const storeId = storeIdOf(request);
      const current = await repository.findSubCategory(storeId, request.body.id);
      if (!current) throw notFound();
      const { row } = await saveSubCategory(repository, ownsPictures, actorIn(request), {
        id: current.id,
        name_en: current.nameEn,
        name_tr: current.nameTr ?? undefined,
        category_id: current.categoryId,
        banner_images: request.body.banner_images,
      });
      return { data: toSubCategory(row, request.lang), message: message('sub_category_saved', request.lang) };
    },
  );

  app.get(
    '/api/vendor-category-images',
    {
      schema: {
        tags,
        summary: 'Business categories with their pictures',
        security,
        response: { 200: z.object({ data: z.array(categorySchema) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: (await repository.listCategories()).map((c) => toCategory(c, request.lang)) }),
  );

  app.get(
    '/api/vat-rates-list',
    {
      schema: {
        tags,
        summary: 'VAT rates a product may use: Cyprus’s rates and the store’s own (rate in percent)',
        security,
        response: {
          200: z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string(), rate: z.number() })) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({
      data: (await repository.listVatRates(storeIdOf(request))).map((r) => ({
        id: r.id,
        // "Standard 19%" is stored in English with its rate; `rate` says the rate, so the name is the kind alone.
        name: vatRateName(r.name, r.rateBasisPoints, request.lang),
        rate: basisPointsToPercent(r.rateBasisPoints),
      })),
    }),
  );
};
