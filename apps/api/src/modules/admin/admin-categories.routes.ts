import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import {
  adminCategoryListQuery,
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  createCategoryBody,
  updateCategoryBody,
} from '@bedesten/core/schemas/admin';
import { errorResponses } from '@bedesten/core/schemas/error';
import { audit } from '../../plugins/audit.ts';
import { requireStaff, SESSION_SECURITY } from '../../plugins/auth.ts';
import type { AdminRepository } from './admin.repository.ts';
import { createCategory } from './create-category.ts';
import { deleteCategory } from './delete-category.ts';
import { toAdminCategory } from './to-admin-category.ts';
import { updateCategory } from './update-category.ts';

const tags = ['admin'];
const security = SESSION_SECURITY;
const idParams = z.object({ id: z.uuid() });

/**
 * Staff-managed business categories: every one (inactive too), add, edit
 * (names in both languages, slug, picture, order, active), delete when
 * unused. Staff read them; changing them needs a manager (ADR 0037).
 */
export const adminCategoryRoutes: FastifyPluginAsyncZod<{ repository: AdminRepository }> = async (
  app,
  { repository },
) => {
  const staffOnly = requireStaff('staff');
  const managerOnly = requireStaff('manager');

  app.get(
    '/api/admin/categories',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Every business category, inactive ones too (`status=active|inactive` filters), with usage; paged',
        security,
        querystring: adminCategoryListQuery,
        response: { 200: adminCategoryListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status } = request.query;
      const { rows, total } = await repository.listCategories(status === undefined ? undefined : status === 'active', {
        offset: pageOffset(request.query),
        limit: request.query.per_page,
      });
      return toPagedList(
        rows.map((row) => toAdminCategory(row, request.lang)),
        total,
        request.query,
        request.url,
      );
    },
  );

  app.get(
    '/api/admin/categories/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'One business category',
        security,
        params: idParams,
        response: {
          200: z.object({ data: adminCategoryResponseSchema.shape.data }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const row = await repository.findCategory(request.params.id);
      if (!row) throw notFound();
      return { data: toAdminCategory(row, request.lang) };
    },
  );

  app.post(
    '/api/admin/categories',
    {
      onRequest: managerOnly,
      config: { audit: 'category.create' },
      schema: {
        tags,
        summary: 'Add a business category; the slug defaults to one made from the English name (409 when taken)',
        security,
        body: createCategoryBody,
        response: { 201: adminCategoryResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await createCategory(repository, request.body);
      audit(request, { subjectId: row.id, after: row });
      return reply
        .status(201)
        .send({ data: toAdminCategory(row, request.lang), message: message('category_saved', request.lang) });
    },
  );

  app.patch(
    '/api/admin/categories/:id',
    {
      onRequest: managerOnly,
      config: { audit: 'category.update' },
      schema: {
        tags,
        summary:
          'Change a category: any of names, slug (409 when taken), type, picture, order, `is_active` (inactive: hidden from public lists; its stores and products stay)',
        security,
        params: idParams,
        body: updateCategoryBody,
        response: { 200: adminCategoryResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const before = await repository.findCategory(request.params.id);
      const row = await updateCategory(repository, request.params.id, request.body);
      audit(request, { before, after: row });
      return { data: toAdminCategory(row, request.lang), message: message('category_saved', request.lang) };
    },
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      onRequest: managerOnly,
      config: { audit: 'category.delete' },
      schema: {
        tags,
        summary: 'Delete a category nothing uses; 409 when stores, products or sub-categories use it (deactivate it)',
        security,
        params: idParams,
        response: {
          200: z.object({ data: z.object({ id: z.uuid(), message: z.string() }) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const before = await repository.findCategory(request.params.id);
      await deleteCategory(repository, request.params.id);
      audit(request, { before });
      return { data: { id: request.params.id, message: message('category_deleted', request.lang) } };
    },
  );
};
