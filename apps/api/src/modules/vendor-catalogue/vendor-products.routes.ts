import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { productFields } from '@bedesten/core/catalogue/product-form';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import {
  allStockUpdateBody,
  idBody,
  stockUpdateBody,
  vendorProductListQuery,
  vendorProductListResponseSchema,
  vendorProductResponseSchema,
} from '@bedesten/core/schemas/catalogue';
import { errorResponses } from '@bedesten/core/schemas/error';
import type { EventBus } from '../../lib/event-bus.ts';
import type { OwnsPictures } from '../../lib/owned-pictures.ts';
import { actorOf, guardAllRoutes, requireType, SESSION_SECURITY, storeIdOf } from '../../plugins/auth.ts';
import { saveProduct } from './save-product.ts';
import { toVendorProduct } from './to-vendor-views.ts';
import { deleteVariant, toggleVariant, updateStock } from './variant-actions.ts';
import type { VendorCatalogueRepository } from './vendor-catalogue.repository.ts';

const tags = ['vendor catalogue'];
const security = SESSION_SECURITY;
const done = z.object({ data: z.object({ id: z.uuid(), message: z.string() }) });

/** The vendor's products and variants (SPEC.md §7 catalogue calls); every query is scoped by the caller's store. */
export const vendorProductsRoutes: FastifyPluginAsyncZod<{
  repository: VendorCatalogueRepository;
  events: EventBus;
  /** Whether pictures are the caller's own uploads (the uploads module). */
  ownsPictures: OwnsPictures;
}> = async (app, { repository, events, ownsPictures }) => {
  guardAllRoutes(app, requireType('vendor'));

  /** After commit: stock, prices or switches changed (wishlist alerts listen); null: every product of the store. */
  const changed = (storeId: string, productIds: string[] | null) =>
    events.publish({ type: 'catalogue.products_changed', storeId, productIds });

  /** The product as it is now, for answers after a change. */
  async function current(storeId: string, productId: string, lang: 'en' | 'tr') {
    const found = await repository.findProduct(storeId, productId);
    if (!found) throw notFound();
    return toVendorProduct(found.product, found.variants, lang);
  }

  app.post(
    '/api/add-vendor-product',
    {
      schema: {
        tags,
        summary: 'Create a product with its variants (201, pending approval), or change the own one named by `id`',
        description:
          'One transaction. Variants with `id` change, new ones are added, left-out ones are removed. New names, descriptions or images send an approved product back to pending; prices and stock do not (ADR 0021).',
        security,
        body: productFields,
        response: {
          200: vendorProductResponseSchema,
          201: vendorProductResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const actor = { userId: actorOf(request).userId, storeId: storeIdOf(request) };
      const saved = await saveProduct(repository, ownsPictures, actor, request.body);
      if (!saved.created) await changed(storeIdOf(request), [saved.product.id]);
      return reply.status(saved.created ? 201 : 200).send({
        data: toVendorProduct(saved.product, saved.variants, request.lang),
        message: message('product_saved', request.lang),
      });
    },
  );

  app.get(
    '/api/vendor-products-list',
    {
      schema: {
        tags,
        summary: 'The store’s products, newest first, paged; filters: search, status, stock high|low, sub-category',
        security,
        querystring: vendorProductListQuery,
        response: { 200: vendorProductListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total, variants } = await repository.listProducts(
        storeIdOf(request),
        { search: q.search, status: q.status, stock: q.stock, subCategoryId: q.sub_category_id },
        { offset: pageOffset(q), limit: q.per_page },
      );
      return toPagedList(
        rows.map((row) => toVendorProduct(row, variants, request.lang)),
        total,
        q,
        request.url,
      );
    },
  );

  for (const url of ['/api/vendor-product-details/:id', '/api/vendor-product-details']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'One of the store’s products with its variants and approval state (`id` in the path or query)',
          security,
          params: z.object({ id: z.uuid().optional() }),
          querystring: z.object({ id: z.uuid().optional() }),
          response: { 200: vendorProductResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const id = request.params.id ?? request.query.id;
        if (!id) throw notFound();
        return { data: await current(storeIdOf(request), id, request.lang) };
      },
    );
  }

  app.post(
    '/api/delete-vendor-product',
    {
      schema: {
        tags,
        summary: 'Delete one of the store’s products and its variants',
        security,
        body: idBody,
        response: { 200: done, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await repository.deleteProduct(storeIdOf(request), request.body.id))) throw notFound();
      return { data: { id: request.body.id, message: message('product_deleted', request.lang) } };
    },
  );

  app.post(
    '/api/delete-vendor-product-variation',
    {
      schema: {
        tags,
        summary: 'Delete one variant (`id`); the last variant of a product cannot go (409)',
        security,
        body: idBody,
        response: { 200: done, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { productId } = await deleteVariant(repository, storeIdOf(request), request.body.id);
      await changed(storeIdOf(request), [productId]);
      return { data: { id: request.body.id, message: message('variant_deleted', request.lang) } };
    },
  );

  app.post(
    '/api/activate-deactivate-product-variant',
    {
      schema: {
        tags,
        summary: 'Set (or toggle, without `active_status`) a variant activated or deactivated',
        security,
        body: z.object({ id: z.uuid(), active_status: z.boolean().optional() }),
        response: { 200: vendorProductResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const storeId = storeIdOf(request);
      const { productId } = await toggleVariant(repository, storeId, request.body.id, request.body.active_status);
      await changed(storeId, [productId]);
      return {
        data: await current(storeId, productId, request.lang),
        message: message('status_updated', request.lang),
      };
    },
  );

  app.post(
    '/api/product-stock-update',
    {
      schema: {
        tags,
        summary: 'Set one variant’s stock (≥ 0; null: always available)',
        security,
        body: stockUpdateBody,
        response: { 200: vendorProductResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const storeId = storeIdOf(request);
      const { productId } = await updateStock(repository, storeId, request.body);
      await changed(storeId, [productId]);
      return { data: await current(storeId, productId, request.lang), message: message('stock_updated', request.lang) };
    },
  );

  app.post(
    '/api/update-all-products-stock',
    {
      schema: {
        tags,
        summary: 'Set the stock of every limited-stock variant of the store (`include_always`: all products)',
        security,
        body: allStockUpdateBody,
        response: {
          200: z.object({ data: z.object({ updated: z.number().int(), message: z.string() }) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const updated = await repository.updateAllStock(
        storeIdOf(request),
        request.body.stock,
        request.body.include_always,
      );
      await changed(storeIdOf(request), null);
      return { data: { updated, message: message('stock_updated', request.lang) } };
    },
  );
};
