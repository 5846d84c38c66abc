import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  applyCouponBody,
  applyCouponResponseSchema,
  idBody,
  offerFields,
  offerListQuery,
  offerListResponseSchema,
  offerStatusBody,
  vendorOfferListQuery,
  vendorOfferListResponseSchema,
  vendorOfferResponseSchema,
} from '@bedesten/core/schemas/offers';
import { actorOf, ownStoreId, requireType, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { applyCoupon } from './apply-coupon.ts';
import { deliveryChargeRoutes } from './delivery-charges.routes.ts';
import type { OffersRepository } from './offers.repository.ts';
import { platformFeeRoutes } from './platform-fee.routes.ts';
import { saveOffer } from './save-offer.ts';
import { toPublicOffer, toVendorOffer } from './to-offer-views.ts';
import { vatRateRoutes } from './vat-rates.routes.ts';

const tags = ['offers'];
const security = SESSION_SECURITY;
const savedResponse = vendorOfferResponseSchema.extend({ message: z.string() });

/**
 * Offers and coupons, delivery charges, VAT rates and the platform fee
 * (SPEC.md §3, §5, §7, §8; ADR 0024). Vendors manage their own store's;
 * customers read what applies to them; staff keep the platform's.
 */
export const offersRoutes: FastifyPluginAsyncZod<{ repository: OffersRepository }> = async (app, { repository }) => {
  await app.register(vendorOfferRoutes, { repository });
  await app.register(customerOfferRoutes, { repository });
  await app.register(deliveryChargeRoutes, { repository });
  await app.register(vatRateRoutes, { repository });
  await app.register(platformFeeRoutes, { repository });
};

/** The vendor's own offers; every query is scoped by the caller's store. */
const vendorOfferRoutes: FastifyPluginAsyncZod<{ repository: OffersRepository }> = async (app, { repository }) => {
  app.addHook('onRequest', requireType('vendor'));
  const storeOf = (request: Parameters<typeof actorOf>[0]) => ownStoreId(actorOf(request));

  app.get(
    '/api/vendor-offers-list',
    {
      schema: {
        tags,
        summary: 'The store’s offers, newest first, paged; `status`: active|inactive',
        security,
        querystring: vendorOfferListQuery,
        response: { 200: vendorOfferListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status } = request.query;
      const now = new Date();
      const { rows, total } = await repository.listOffers(
        storeOf(request),
        status === undefined ? undefined : status === 'active',
        { offset: pageOffset(request.query), limit: request.query.per_page },
      );
      return toPagedList(
        rows.map((row) => toVendorOffer(row, now)),
        total,
        request.query,
        request.url,
      );
    },
  );

  app.get(
    '/api/vendor-offer-details/:id',
    {
      schema: {
        tags,
        summary: 'One of the store’s offers',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 200: vendorOfferResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await repository.findOffer(storeOf(request), request.params.id);
      if (!row) throw notFound();
      return { data: toVendorOffer(row) };
    },
  );

  app.post(
    '/api/add-offer',
    {
      schema: {
        tags,
        summary:
          'Add an offer with its voucher code, or change the store’s own offer named by `id` (409 when the code is in use)',
        security,
        body: offerFields,
        response: {
          200: vendorOfferResponseSchema,
          201: vendorOfferResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { row, created } = await saveOffer(repository, storeOf(request), request.body);
      return reply.status(created ? 201 : 200).send({ data: toVendorOffer(row) });
    },
  );

  app.post(
    '/api/activate-deactivate-offer',
    {
      schema: {
        tags,
        summary: 'Set (or toggle, without `status`) an offer active or inactive',
        security,
        body: offerStatusBody,
        response: { 200: savedResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const storeId = storeOf(request);
      const current = await repository.findOffer(storeId, request.body.id);
      if (!current) throw notFound();
      const isActive = request.body.status === undefined ? !current.isActive : request.body.status === 'active';
      const row = await repository.updateOffer(storeId, current.id, { isActive });
      if (!row) throw notFound();
      return { data: toVendorOffer(row), message: message('status_updated', request.lang) };
    },
  );

  app.post(
    '/api/delete-offer',
    {
      schema: {
        tags,
        summary: 'Delete one of the store’s offers (orders keep the code they used)',
        security,
        body: idBody,
        response: {
          200: z.object({ data: z.object({ id: z.uuid() }) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      if (!(await repository.deleteOffer(storeOf(request), request.body.id))) throw notFound();
      return { data: { id: request.body.id } };
    },
  );
};

/** What customers read: a store's current offers (public) and trying a code (signed in). */
const customerOfferRoutes: FastifyPluginAsyncZod<{ repository: OffersRepository }> = async (app, { repository }) => {
  app.get(
    '/api/offerList',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'A store’s offers customers may use now (active, started, not ended), ending soonest first',
        querystring: offerListQuery,
        response: { 200: offerListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { store_id: storeId } = request.query;
      if (!(await repository.storeIsVisible(storeId))) throw notFound('no_store_found');
      return {
        data: (await repository.currentOffers(storeId, new Date())).map((row) => toPublicOffer(row, request.lang)),
      };
    },
  );

  app.post(
    '/api/apply-coupon',
    {
      onRequest: requireUser,
      // Tries a code: it reads, whatever its method.
      config: { changesPublicData: false },
      schema: {
        tags,
        summary:
          'What a voucher code takes off the cart before checkout (checkout applies the same rules again). Refusals are 400 with the SPEC.md §8 coupon message; `code` names the rule',
        security,
        body: applyCouponBody,
        response: { 200: applyCouponResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      data: await applyCoupon(repository, actorOf(request).userId, request.body),
      message: message('coupon_applied', request.lang),
    }),
  );
};
