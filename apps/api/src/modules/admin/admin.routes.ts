import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, pagedListSchema, pageQuerySchema, toPagedList } from '@bedesten/core/paging/paged-list';
import { subCategorySchema, vendorProductSchema } from '@bedesten/core/schemas/catalogue';
import { rejectBody } from '@bedesten/core/schemas/admin';
import { errorResponses } from '@bedesten/core/schemas/error';
import { joiningFeeStateSchema, type JoiningFeeState } from '@bedesten/core/schemas/joining-fee';
import { vendorStoreSchema } from '@bedesten/core/schemas/stores';
import { STORE_STATUSES } from '@bedesten/core/stores/store-setup';
import { audit } from '../../plugins/audit.ts';
import { requireStaff, SESSION_SECURITY } from '../../plugins/auth.ts';
import { toVendorStore } from '../stores/to-vendor-store.ts';
import type { DescribeProducts } from '../vendor-catalogue/describe-products.ts';
import { toSubCategory } from '../vendor-catalogue/to-vendor-views.ts';
import { adminCategoryRoutes } from './admin-categories.routes.ts';
import type { AdminRepository, Moderated } from './admin.repository.ts';
import { deleteStoreByStaff } from './delete-store.ts';
import { moderate } from './moderate.ts';
import { notifyModeration } from './notify-moderation.ts';
import type { Notifier } from '../notifications/notifier.ts';

const tags = ['admin'];
const security = SESSION_SECURITY;
const listQuery = pageQuerySchema.extend({ status: z.enum(STORE_STATUSES).optional() });
const idParams = z.object({ id: z.uuid() });
const moderated = z.object({
  data: z.object({ id: z.uuid(), status: z.enum(['approved', 'rejected']), message: z.string() }),
});
const adminStoreSchema = vendorStoreSchema.extend({
  owner: z.object({ name: z.string().nullable(), email: z.string().nullable(), mobile: z.string().nullable() }),
  joining_fee: joiningFeeStateSchema.optional(),
});
const adminStoreDetailSchema = vendorStoreSchema.extend({ joining_fee: joiningFeeStateSchema.optional() });

/** The joining fee as staff need it (ADR 0043): each store's state, and whether one still owes it. */
export interface StaffJoiningFee {
  states(storeIds: string[]): Promise<Map<string, JoiningFeeState>>;
  due(storeId: string): Promise<boolean>;
}

/**
 * Staff moderation (SPEC.md §1 admin, §4): queues of stores, products and
 * sub-categories by state, approve, reject with a reason, and (admins)
 * delete a store. Staff and above; deleting needs admin (ADR 0037). Every
 * decision writes an audit entry (`store.approve`, `product.reject`, …).
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  repository: AdminRepository;
  /** vendor-catalogue's view of products with their variants. */
  describeProducts: DescribeProducts;
  /** Tells the store's owner of each decision. */
  notifier: Notifier;
  /** Stores wait for their joining fee before approval; absent, no fee is ever due. */
  joiningFee?: StaffJoiningFee | undefined;
}> = async (app, { repository, describeProducts, notifier, joiningFee }) => {
  const staffOnly = requireStaff('staff');
  await app.register(adminCategoryRoutes, { repository });

  app.get(
    '/api/admin/stores',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Stores by approval state (`status=pending` is the queue), with their owners; paged',
        security,
        querystring: listQuery,
        response: { 200: pagedListSchema(adminStoreSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listStores(request.query.status, {
        offset: pageOffset(request.query),
        limit: request.query.per_page,
      });
      const fees = await joiningFee?.states(rows.map((r) => r.store.id));
      return toPagedList(
        rows.map((r) => ({
          ...toVendorStore(r.store),
          owner: { name: r.ownerName, email: r.ownerEmail, mobile: r.ownerMobile },
          joining_fee: fees?.get(r.store.id),
        })),
        total,
        request.query,
        request.url,
      );
    },
  );

  app.get(
    '/api/admin/stores/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'One store with every setup field',
        security,
        params: idParams,
        response: { 200: z.object({ data: adminStoreDetailSchema }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await repository.findStore(request.params.id);
      if (!row) throw notFound();
      const fees = await joiningFee?.states([row.id]);
      return { data: { ...toVendorStore(row), joining_fee: fees?.get(row.id) } };
    },
  );

  app.get(
    '/api/admin/products',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Products by approval state, with variants; paged',
        security,
        querystring: listQuery,
        response: {
          200: pagedListSchema(vendorProductSchema.extend({ store_title: z.string() })),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listProducts(request.query.status, {
        offset: pageOffset(request.query),
        limit: request.query.per_page,
      });
      const described = await describeProducts(
        rows.map((r) => r.product),
        request.lang,
      );
      return toPagedList(
        rows.map((r, i) => ({ ...described[i]!, store_title: r.storeTitle })),
        total,
        request.query,
        request.url,
      );
    },
  );

  app.get(
    '/api/admin/sub-categories',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Sub-categories by approval state; paged',
        security,
        querystring: listQuery,
        response: {
          200: pagedListSchema(subCategorySchema.extend({ store_title: z.string() })),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listSubCategories(request.query.status, {
        offset: pageOffset(request.query),
        limit: request.query.per_page,
      });
      return toPagedList(
        rows.map((r) => ({
          ...toSubCategory({ ...r.subCategory, productCount: 0 }, request.lang),
          store_title: r.storeTitle,
        })),
        total,
        request.query,
        request.url,
      );
    },
  );

  const kinds: [string, Moderated][] = [
    ['stores', 'store'],
    ['products', 'product'],
    ['sub-categories', 'sub_category'],
  ];
  for (const [segment, kind] of kinds) {
    app.post(
      `/api/admin/${segment}/:id/approve`,
      {
        onRequest: staffOnly,
        config: { audit: `${kind}.approve` },
        schema: {
          tags,
          summary: `Approve a ${kind.replace('_', '-')} that waits (or was rejected); 409 otherwise${kind === 'store' ? ' (and while its joining fee is unpaid)' : ''}`,
          security,
          params: idParams,
          response: { 200: moderated, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const before = await repository.statusOf(kind, request.params.id);
        const status = await moderate(repository, kind, request.params.id, 'approve', undefined, joiningFee?.due);
        audit(request, { before: { status: before }, after: { status } });
        await notifyModeration({ repository, notifier }, kind, request.params.id, status);
        return { data: { id: request.params.id, status, message: message('approved_done', request.lang) } };
      },
    );
    app.post(
      `/api/admin/${segment}/:id/reject`,
      {
        onRequest: staffOnly,
        config: { audit: `${kind}.reject` },
        schema: {
          tags,
          summary: `Reject a ${kind.replace('_', '-')} (pending or live) with a reason the vendor sees`,
          security,
          params: idParams,
          body: rejectBody,
          response: { 200: moderated, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const before = await repository.statusOf(kind, request.params.id);
        const status = await moderate(repository, kind, request.params.id, 'reject', request.body.reason);
        audit(request, { before: { status: before }, after: { status } });
        await notifyModeration({ repository, notifier }, kind, request.params.id, status, request.body.reason);
        return { data: { id: request.params.id, status, message: message('rejected_done', request.lang) } };
      },
    );
  }

  app.delete(
    '/api/admin/stores/:id',
    {
      onRequest: requireStaff('admin'),
      config: { audit: 'store.delete' },
      schema: {
        tags,
        summary:
          'Delete a store (admin): it leaves search; its owner becomes a plain customer and is told to set up again',
        security,
        params: idParams,
        response: {
          200: z.object({ data: z.object({ id: z.uuid(), message: z.string() }) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await deleteStoreByStaff({ repository, notifier }, request.params.id);
      return { data: { id: request.params.id, message: message('store_deleted_done', request.lang) } };
    },
  );
};
