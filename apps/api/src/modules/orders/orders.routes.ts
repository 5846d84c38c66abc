import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  customerStatusBody,
  orderDetailResponseSchema,
  orderIdParams,
  orderListQuery,
  orderListResponseSchema,
} from '@bedesten/core/schemas/orders';
import { actorOf, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { invoiceModel } from './invoice-model.ts';
import type { OrdersRoutesDeps } from './orders.deps.ts';
import { renderInvoice } from './render-invoice.ts';
import { toOrderDetail, toOrderSummary } from './to-order-views.ts';
import { staffOrdersRoutes } from './staff-orders.routes.ts';
import { vendorOrdersRoutes } from './vendor-orders.routes.ts';

const tags = ['orders'];
const security = SESSION_SECURITY;

/**
 * Orders after checkout, for the customer who placed them (SPEC.md §7
 * orderList, changeOrderStatus; the detail and the invoice). Another
 * person's order id is 404, as if it did not exist.
 */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesDeps> = async (app, deps) => {
  const { reads: repository, ledger } = deps;
  const own = (request: Parameters<typeof actorOf>[0]) => ({ userId: actorOf(request).userId });

  app.get(
    '/api/orderList',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The caller’s own orders, newest first, paged: status, totals, store, item count',
        security,
        querystring: orderListQuery,
        response: { 200: orderListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await repository.listForCustomer(actorOf(request).userId, {
        offset: pageOffset(q),
        limit: q.per_page,
      });
      return toPagedList(
        rows.map((row) => toOrderSummary(row, request.lang)),
        total,
        q,
        request.url,
      );
    },
  );

  app.get(
    '/api/order-details/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One of the caller’s orders: items, address, totals with VAT lines, payment, timeline, tracking',
        description: '`next_statuses`/`can_cancel` say whether the customer may still cancel (until it is packed).',
        security,
        params: orderIdParams,
        response: { 200: orderDetailResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const found = await repository.find(own(request), request.params.id);
      if (!found) throw notFound('order_not_found');
      return { data: toOrderDetail(found, request.lang, 'customer') };
    },
  );

  app.post(
    '/api/changeOrderStatus',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The customer cancels their own order while the table allows it (placed or accepted)',
        description:
          'Gives limited stock and the coupon use back in the same transaction. 409 "unable to cancel order because already {status}" once it is packed or later.',
        security,
        body: customerStatusBody,
        response: { 200: orderDetailResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const after = await ledger.cancel(
        { scope: { userId: actor.userId }, orderId: request.body.order_id },
        { actor: 'customer', userId: actor.userId },
        request.body.reason,
        request.lang,
      );
      return {
        data: toOrderDetail(after, request.lang, 'customer'),
        message: message('order_cancelled', request.lang),
      };
    },
  );

  app.get(
    '/api/order-invoice/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The invoice of an own order (or the own store’s order) as a PDF, in the request’s language',
        description:
          'Invoice number = order number, issued on the placed date, due 14 days later or on the paid date; seller, buyer, lines with VAT rates, VAT by rate, totals, payment type and transaction id.',
        security,
        params: orderIdParams,
        querystring: z.object({ lang: z.enum(['en', 'tr']).optional() }),
        response: { 200: z.any().describe('The invoice (application/pdf)'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const found = await repository.find(
        { userIdOrStoreId: [actor.userId, actor.type === 'vendor' ? actor.storeId : null] },
        request.params.id,
      );
      if (!found) throw notFound('order_not_found');
      // Streamed from pdfkit as it is written (ADR 0081).
      const pdf = await renderInvoice(invoiceModel(found, request.lang));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${found.order.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  await app.register(vendorOrdersRoutes, deps);
  await app.register(staffOrdersRoutes, deps);
};
