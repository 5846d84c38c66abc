import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { toPagedList } from '@bedesten/core/paging/paged-list';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  orderDetailResponseSchema,
  orderIdParams,
  orderListResponseSchema,
  vendorOrderListBody,
  vendorStatusBody,
} from '@bedesten/core/schemas/orders';
import { actorOf, guardAllRoutes, ownStoreId, requireType, SESSION_SECURITY, storeIdOf } from '../../plugins/auth.ts';
import type { OrdersRoutesDeps } from './orders.deps.ts';
import { dayRange } from './day-range.ts';
import { toOrderDetail, toOrderSummary } from './to-order-views.ts';

const tags = ['vendor orders'];
const security = SESSION_SECURITY;

/**
 * Received orders (SPEC.md §7 vendor-orders-list, vendor-orders-details,
 * vendor-update-order-status). Every query names the caller's own store:
 * another store's order id is 404.
 */
export const vendorOrdersRoutes: FastifyPluginAsyncZod<OrdersRoutesDeps> = async (app, { reads, ledger }) => {
  guardAllRoutes(app, requireType('vendor'));

  app.post(
    '/api/vendor-orders-list',
    {
      schema: {
        tags,
        summary: 'The store’s orders, newest first, paged; filters: completed|processing|all, placed from/to (dates)',
        security,
        body: vendorOrderListBody,
        response: { 200: orderListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const body = request.body;
      const { rows, total } = await reads.listForStore(
        storeIdOf(request),
        {
          completed: body.status === 'all' ? undefined : body.status === 'completed',
          from: body.from ? dayRange(body.from).start : undefined,
          until: body.to ? dayRange(body.to).end : undefined,
        },
        { offset: (body.page - 1) * body.per_page, limit: body.per_page },
      );
      const query = [`status=${body.status}`, body.from && `from=${body.from}`, body.to && `to=${body.to}`]
        .filter(Boolean)
        .join('&');
      return toPagedList(
        rows.map((row) => toOrderSummary(row, request.lang)),
        total,
        body,
        `/api/vendor-orders-list?${query}`,
      );
    },
  );

  app.get(
    '/api/vendor-orders-details/:id',
    {
      schema: {
        tags,
        summary: 'One of the store’s orders with the statuses the vendor may move it to next',
        security,
        params: orderIdParams,
        response: { 200: orderDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await reads.find({ storeId: storeIdOf(request) }, request.params.id);
      if (!found) throw notFound('order_not_found');
      return { data: toOrderDetail(found, request.lang, 'vendor') };
    },
  );

  app.post(
    '/api/vendor-update-order-status',
    {
      schema: {
        tags,
        summary: 'Move one of the store’s orders along the transition table, cancel it, or mark it paid',
        description:
          '`status`: accepted → packed → dispatched → delivered (pickup: packed → delivered), or cancelled until it leaves the store (stock and coupon use go back). 409 "This order cannot move from {from} to {to}". `mark_paid: true` records a cash or bank-transfer payment (a captured payments row).',
        security,
        body: vendorStatusBody,
        response: { 200: orderDetailResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = { storeId: ownStoreId(actor) };
      const { order_id: orderId, status, mark_paid: markPaid, reason } = request.body;
      let after = null;
      if (markPaid) after = await ledger.markPaid(scope, orderId);
      if (status) {
        after = await ledger.changeStatus({
          scope,
          orderId,
          to: status,
          mover: { actor: 'vendor', userId: actor.userId },
          reason,
          lang: request.lang,
        });
      }
      return {
        data: toOrderDetail(after!, request.lang, 'vendor'),
        message: message(status ? 'status_updated' : 'order_marked_paid', request.lang),
      };
    },
  );
};
