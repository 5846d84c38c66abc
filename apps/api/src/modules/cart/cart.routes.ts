import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message } from '@bedesten/core/messages/catalogue';
import {
  cartBulkBody,
  cartBulkResponseSchema,
  cartConflictSchema,
  cartItemDeleteBody,
  cartResponseSchema,
  cartWriteBody,
} from '@bedesten/core/schemas/cart';
import { errorBodySchema, errorResponses } from '@bedesten/core/schemas/error';
import type { Language } from '@bedesten/core/i18n/languages';
import { actorOf, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { changesNoPublicData } from '../../plugins/public-data-writes.ts';
import { addToCart } from './add-to-cart.ts';
import type { CartRepository } from './cart.repository.ts';
import { mergeGuestCart } from './merge-guest-cart.ts';
import { clearCart, removeCartLine } from './remove-cart-line.ts';
import { toCartView } from './to-cart-view.ts';
import { updateCartLine } from './update-cart-line.ts';

const tags = ['cart'];

/**
 * The signed-in cart (SPEC.md §3 Cart, §4 "Add to cart", §7 cart calls).
 * Every write runs the core cart rules on the caller's own lines and answers
 * the whole cart, read again from the catalogue, with its totals recomputed.
 * Guests keep their cart in the browser and send it with `cart-bulk` at sign-in.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ repository: CartRepository; currency: string }> = async (
  app,
  { repository, currency },
) => {
  // Every write here changes only its own parties' data: shared answers stay (ADR 0072).
  app.addHook('onRoute', changesNoPublicData);
  const view = async (userId: string, lang: Language) => toCartView(await repository.lines(userId), lang, currency);

  app.addHook('onRequest', requireUser);

  app.get(
    '/api/cartList',
    {
      schema: {
        tags,
        summary: 'The whole cart, with names and prices read live from the catalogue',
        security: SESSION_SECURITY,
        response: { 200: cartResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await view(actorOf(request).userId, request.lang) }),
  );

  app.post(
    '/api/cart',
    {
      schema: {
        tags,
        summary: 'Add a variant, or (with `id` or `uuid`) replace a line’s quantity; 0 removes it',
        description:
          '409 `cart_store_conflict` with `current_store` when the cart holds another store’s items and `replace` is not true; 409 `out_of_stock`, `only_n_left` or `not_available` when the quantity cannot be had.',
        security: SESSION_SECURITY,
        body: cartWriteBody,
        response: {
          200: cartResponseSchema,
          409: cartConflictSchema.or(errorBodySchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { userId } = actorOf(request);
      const body = request.body;
      const lineId = body.id ?? body.uuid;
      if (lineId) {
        await repository.change(userId, (cart) => updateCartLine(cart, lineId, body.quantity));
      } else {
        const result = await repository.change(userId, (cart) =>
          addToCart(cart, {
            product_id: body.product_id!,
            variation_id: body.variation_id!,
            quantity: body.quantity,
            replace: body.replace,
          }),
        );
        if (result.kind === 'store_conflict') {
          return reply.status(409).send({
            error: message('cart_store_conflict', request.lang, { store: result.current_store.name ?? '' }),
            code: 'cart_store_conflict' as const,
            current_store: result.current_store,
          });
        }
      }
      return { data: await view(userId, request.lang), message: message('cart_updated', request.lang) };
    },
  );

  app.post(
    '/api/cartItemDelete',
    {
      schema: {
        tags,
        summary: 'Remove one line; the last one gone, the cart has no store',
        security: SESSION_SECURITY,
        body: cartItemDeleteBody,
        response: { 200: cartResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      await repository.change(userId, (cart) => removeCartLine(cart, request.body.id));
      return { data: await view(userId, request.lang), message: message('cart_updated', request.lang) };
    },
  );

  app.post(
    '/api/cartClear',
    {
      schema: {
        tags,
        summary: 'Empty the cart',
        security: SESSION_SECURITY,
        response: { 200: cartResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      await repository.change(userId, clearCart);
      return { data: await view(userId, request.lang), message: message('cart_updated', request.lang) };
    },
  );

  app.post(
    '/api/cart-bulk',
    {
      schema: {
        tags,
        summary: 'Merge a guest’s cart into the signed-in cart (at sign-in)',
        description:
          'Same rules as adding one by one. A cart holds one store: when the saved cart is another store’s, nothing changes and `merge.outcome` is `store_conflict`, with `merge.saved_store` and a message, so the person chooses; sent again with `replace: true`, the guest’s cart takes the saved one’s place. A guest cart sent with a `merge_id` is merged once per account: repeating the call (a retry, a second tab signing in) changes nothing and answers the cart with `merge.outcome` `already_merged`.',
        security: SESSION_SECURITY,
        body: cartBulkBody,
        response: { 200: cartBulkResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      const result = await repository.change(userId, (cart) => mergeGuestCart(cart, request.body));
      return {
        data: await view(userId, request.lang),
        merge: {
          outcome: result.outcome,
          skipped: result.skipped,
          message: result.savedStore
            ? message('guest_cart_conflict', request.lang, { store: result.savedStore.name })
            : null,
          ...(result.savedStore ? { saved_store: result.savedStore } : {}),
        },
      };
    },
  );
};
