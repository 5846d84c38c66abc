import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  orderDetailResponseSchema,
  orderIdParams,
  orderListResponseSchema,
  staffCancelBody,
  staffOrderListQuery,
} from '@bedesten/core/schemas/orders';
import { audit } from '../../plugins/audit.ts';
import { actorOf, requireStaff, SESSION_SECURITY } from '../../plugins/auth.ts';
import type { OrdersRoutesDeps } from './orders.deps.ts';
import { toOrderDetail, toOrderSummary } from './to-order-views.ts';

const tags = ['admin'];
const security = SESSION_SECURITY;

/**
 * Staff and orders: look one up (staff) and cancel it (admin, ADR 0037: a
 * dispute, a store that cannot deliver). The cancel goes through the same ledger as everyone
 * else's: core's table decides, stock and coupon use go back once.
 */
export const staffOrdersRoutes: FastifyPluginAsyncZod<OrdersRoutesDeps> = async (app, { reads, ledger }) => {
  const staffOnly = requireStaff('staff');

  app.get(
    '/api/admin/orders',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Every store’s orders, newest first, paged; `number` finds one by its readable number (staff)',
        security,
        querystring: staffOrderListQuery,
        response: { 200: orderListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await reads.listAll({ number: q.number }, { offset: pageOffset(q), limit: q.per_page });
      return toPagedList(
        rows.map((row) => toOrderSummary(row, request.lang)),
        total,
        q,
        request.url,
      );
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Any order, as its store sees it (staff)',
        security,
        params: orderIdParams,
        response: { 200: orderDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await reads.find({ staff: true }, request.params.id);
      if (!found) throw notFound('order_not_found');
      return { data: toOrderDetail(found, request.lang, 'staff') };
    },
  );

  app.post(
    '/api/admin/order-cancel',
    {
      onRequest: requireStaff('admin'),
      config: { audit: 'order.cancel' },
      schema: {
        tags,
        summary: 'Admins cancel an order until it is delivered; the reason is kept on its timeline',
        description:
          'Gives limited stock and the coupon use back in the same transaction. 409 "unable to cancel order because already {status}" once delivered or cancelled.',
        security,
        body: staffCancelBody,
        response: { 200: orderDetailResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const after = await ledger.cancel(
        { scope: { staff: true }, orderId: request.body.order_id },
        { actor: 'staff', userId: actorOf(request).userId },
        request.body.reason,
        request.lang,
      );
      audit(request, { subjectId: request.body.order_id, after: { status: after.order.status } });
      return {
        data: toOrderDetail(after, request.lang, 'staff'),
        message: message('order_cancelled_by_staff_done', request.lang, { number: after.order.number }),
      };
    },
  );
};
