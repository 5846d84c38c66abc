import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  WISHLIST_IDS_MAX,
  wishlistIdsResponseSchema,
  wishlistItemParams,
  wishlistListQuery,
  wishlistListResponseSchema,
  wishlistSaveBody,
  wishlistWriteResponseSchema,
} from '@bedesten/core/schemas/wishlist';
import type { EventBus } from '../../lib/event-bus.ts';
import { actorOf, guardAllRoutes, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { changesNoPublicData } from '../../plugins/public-data-writes.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { saveToWishlist } from './save-to-wishlist.ts';
import { toWishlistItem } from './to-wishlist-item.ts';
import { watchWishlistProducts } from './watch-wishlist-products.ts';
import type { WishlistRepository } from './wishlist.repository.ts';

const tags = ['wishlist'];
const security = SESSION_SECURITY;

export interface WishlistDeps {
  repository: WishlistRepository;
  notifier: Notifier;
  events: EventBus;
}

/** The signed-in person's saved products (SPEC.md §2 wishlist; issue 11), and the alerts they earn. */
export const wishlistRoutes: FastifyPluginAsyncZod<WishlistDeps> = async (app, deps) => {
  // Every write here changes only its own parties' data: shared answers stay (ADR 0072).
  app.addHook('onRoute', changesNoPublicData);
  const { repository } = deps;
  watchWishlistProducts(deps);
  guardAllRoutes(app, requireUser);

  app.get(
    '/api/wishlist',
    {
      schema: {
        tags,
        summary: 'The caller’s saved products, newest saved first, paged, as product cards',
        description:
          'A product customers can no longer see (store or product taken down) stays listed with `available` false and stock status `not_available` (ADR 0032).',
        security,
        querystring: wishlistListQuery,
        response: { 200: wishlistListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { rows, total } = await repository.list(actorOf(request).userId, {
        offset: pageOffset(request.query),
        limit: request.query.per_page,
      });
      return toPagedList(
        rows.map((row) => toWishlistItem(row, request.lang)),
        total,
        request.query,
        request.url,
      );
    },
  );

  app.get(
    '/api/wishlist-ids',
    {
      schema: {
        tags,
        summary: `The ids of the caller’s saved products (newest first, at most ${WISHLIST_IDS_MAX}), to fill the hearts`,
        security,
        response: { 200: wishlistIdsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await repository.ids(actorOf(request).userId, WISHLIST_IDS_MAX) }),
  );

  app.post(
    '/api/wishlist',
    {
      schema: {
        tags,
        summary: 'Save a product: 201 saved now, 200 already saved; a product customers cannot see is 404',
        security,
        body: wishlistSaveBody,
        response: {
          200: wishlistWriteResponseSchema,
          201: wishlistWriteResponseSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const productId = request.body.product_id;
      const { created, count } = await saveToWishlist(repository, actorOf(request).userId, productId);
      return reply.status(created ? 201 : 200).send({
        data: { product_id: productId, saved: true, count },
        message: message(created ? 'wishlist_saved' : 'wishlist_already_saved', request.lang),
      });
    },
  );

  app.delete(
    '/api/wishlist/:product_id',
    {
      schema: {
        tags,
        summary: 'Remove a product from the caller’s wishlist; one that is not in it is 404',
        security,
        params: wishlistItemParams,
        response: { 200: wishlistWriteResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = actorOf(request).userId;
      const productId = request.params.product_id;
      if (!(await repository.remove(userId, productId))) throw new AppError(404, 'wishlist_item_not_found');
      return {
        data: { product_id: productId, saved: false, count: await repository.count(userId) },
        message: message('wishlist_removed', request.lang),
      };
    },
  );
};
