import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@bedesten/core/schemas/error';
import { serialIdParamSchema } from '@bedesten/core/validation/numbers';
import {
  vatRateFields,
  vatRateIdBody,
  vatRateListResponseSchema,
  vatRateResponseSchema,
} from '@bedesten/core/schemas/offers';
import { audit } from '../../plugins/audit.ts';
import { requireStaff, requireType, SESSION_SECURITY, storeIdOf } from '../../plugins/auth.ts';
import type { OffersRepository } from './offers.repository.ts';
import { toVatRate } from './to-offer-views.ts';
import { deleteVatRate, saveVatRate } from './vat-rates.ts';

const tags = ['VAT rates'];
const security = SESSION_SECURITY;
const deleted = z.object({ data: z.object({ id: z.number().int() }) });

/**
 * VAT rates (SPEC.md §3 "VAT: name, rate"): a vendor adds, changes and
 * deletes its store's own beside the platform's (which it only reads);
 * staff keep the platform's. A rate products use cannot be deleted (409).
 */
export const vatRateRoutes: FastifyPluginAsyncZod<{ repository: OffersRepository }> = async (app, { repository }) => {
  const vendorOnly = requireType('vendor');
  const staffOnly = requireStaff('staff');
  const managerOnly = requireStaff('manager');

  app.get(
    '/api/vendor-vat-rates',
    {
      onRequest: vendorOnly,
      schema: {
        tags,
        summary: 'The platform’s rates and the store’s own, with how many products use each (rate in percent)',
        security,
        response: { 200: vatRateListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: (await repository.listVatRates(storeIdOf(request))).map(toVatRate) }),
  );

  app.post(
    '/api/add-vat-rate',
    {
      onRequest: vendorOnly,
      schema: {
        tags,
        summary: 'Add a rate of the store’s own, or change the one named by `id` (rate in percent, two decimals)',
        security,
        body: vatRateFields,
        response: { 200: vatRateResponseSchema, 201: vatRateResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row, created } = await saveVatRate(repository, storeIdOf(request), request.body);
      return reply.status(created ? 201 : 200).send({ data: toVatRate(row) });
    },
  );

  app.post(
    '/api/delete-vat-rate',
    {
      onRequest: vendorOnly,
      schema: {
        tags,
        summary: 'Delete a rate of the store’s own that no product uses (409 otherwise)',
        security,
        body: vatRateIdBody,
        response: { 200: deleted, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteVatRate(repository, storeIdOf(request), request.body.id);
      return { data: { id: request.body.id } };
    },
  );

  const idParams = z.object({ id: serialIdParamSchema });
  const platformFields = vatRateFields.omit({ id: true });

  app.get(
    '/api/admin/vat-rates',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'The platform-wide rates every store may use',
        security,
        response: { 200: vatRateListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: (await repository.listVatRates(null)).map(toVatRate) }),
  );

  app.post(
    '/api/admin/vat-rates',
    {
      onRequest: managerOnly,
      config: { audit: 'vat_rate.create' },
      schema: {
        tags,
        summary: 'Add a platform-wide rate',
        security,
        body: platformFields,
        response: { 201: vatRateResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { row } = await saveVatRate(repository, null, request.body);
      audit(request, { subjectId: String(row.id), after: row });
      return reply.status(201).send({ data: toVatRate(row) });
    },
  );

  app.put(
    '/api/admin/vat-rates/:id',
    {
      onRequest: managerOnly,
      config: { audit: 'vat_rate.update' },
      schema: {
        tags,
        summary: 'Change a platform-wide rate',
        security,
        params: idParams,
        body: platformFields,
        response: { 200: vatRateResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const before = await repository.findVatRate(null, request.params.id);
      const { row } = await saveVatRate(repository, null, { ...request.body, id: request.params.id });
      audit(request, { subjectId: String(row.id), before, after: row });
      return { data: toVatRate(row) };
    },
  );

  app.delete(
    '/api/admin/vat-rates/:id',
    {
      onRequest: managerOnly,
      config: { audit: 'vat_rate.delete' },
      schema: {
        tags,
        summary: 'Delete a platform-wide rate no product uses (409 otherwise)',
        security,
        params: idParams,
        response: { 200: deleted, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const before = await repository.findVatRate(null, request.params.id);
      await deleteVatRate(repository, null, request.params.id);
      audit(request, { subjectId: String(request.params.id), before });
      return { data: { id: request.params.id } };
    },
  );
};
