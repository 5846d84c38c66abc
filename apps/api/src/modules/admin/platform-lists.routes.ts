import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  adminSizeSchema,
  adminUnitSchema,
  joiningFeesBody,
  sizeBody,
  unitBody,
  type AdminSize,
  type AdminUnit,
} from '@bedesten/core/schemas/platform-lists';
import { audit } from '../../plugins/audit.ts';
import { requireStaff, SESSION_SECURITY } from '../../plugins/auth.ts';
import type { PlatformListsRepository } from './platform-lists.repository.ts';

const tags = ['admin'];
const security = SESSION_SECURITY;
// A serial id: anything past PostgreSQL's integer is simply not found (400), never a database error.
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const feesSchema = z.object({
  joining_fees: z.number().int(),
  joining_mrp_fees: z.number().int(),
  currency: z.string(),
});

type SizeRow = Awaited<ReturnType<PlatformListsRepository['listSizes']>>[number];
type UnitRow = Awaited<ReturnType<PlatformListsRepository['listUnits']>>[number];

const toSize = ({ size, inUse }: Pick<SizeRow, 'size'> & { inUse: number }): AdminSize => ({
  id: size.id,
  group_id: size.groupId,
  name_en: size.nameEn,
  name_tr: size.nameTr,
  sort_order: size.sortOrder,
  in_use: inUse,
});
const toUnit = ({ unit, inUse }: Pick<UnitRow, 'unit'> & { inUse: number }): AdminUnit => ({
  id: unit.id,
  code: unit.code,
  name_en: unit.nameEn,
  name_tr: unit.nameTr,
  sort_order: unit.sortOrder,
  in_use: inUse,
});

/**
 * Sizes, units and joining fees for staff (issue 14, ADR 0037): every member
 * of staff reads them, managers and above change them; each change leaves
 * one audit entry. A size or unit products use cannot be deleted.
 */
export const platformListsRoutes: FastifyPluginAsyncZod<{ lists: PlatformListsRepository; currency: string }> = async (
  app,
  { lists, currency },
) => {
  const read = requireStaff('staff');
  const write = requireStaff('manager');

  // ---- sizes
  app.get(
    '/api/admin/sizes',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Every size, by group and order, with how many variants use it',
        security,
        response: { 200: z.object({ data: z.array(adminSizeSchema) }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: (await lists.listSizes()).map(toSize) }),
  );
  const sizeSaved = z.object({ data: adminSizeSchema, message: z.string() });
  app.post(
    '/api/admin/sizes',
    {
      onRequest: write,
      config: { audit: 'size.create' },
      schema: {
        tags,
        summary: 'Add a size (manager and above)',
        security,
        body: sizeBody,
        response: { 201: sizeSaved, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const row = await lists.createSize({
        groupId: b.group_id,
        nameEn: b.name_en,
        nameTr: b.name_tr,
        sortOrder: b.sort_order,
      });
      const data = toSize({ size: row, inUse: 0 });
      audit(request, { subjectId: String(row.id), after: data });
      return reply.status(201).send({ data, message: message('size_saved', request.lang) });
    },
  );
  app.put(
    '/api/admin/sizes/:id',
    {
      onRequest: write,
      config: { audit: 'size.update' },
      schema: {
        tags,
        summary: 'Rename or reorder a size (manager and above)',
        security,
        params: idParams,
        body: sizeBody,
        response: { 200: sizeSaved, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const before = await lists.findSize(request.params.id);
      if (!before) throw notFound();
      const b = request.body;
      const row = await lists.updateSize(request.params.id, {
        groupId: b.group_id,
        nameEn: b.name_en,
        nameTr: b.name_tr,
        sortOrder: b.sort_order,
      });
      const data = toSize({ size: row!, inUse: before.inUse });
      audit(request, { subjectId: String(row!.id), before: toSize(before), after: data });
      return { data, message: message('size_saved', request.lang) };
    },
  );
  app.delete(
    '/api/admin/sizes/:id',
    {
      onRequest: write,
      config: { audit: 'size.delete' },
      schema: {
        tags,
        summary: 'Delete a size no variant uses (manager and above); 409 when in use',
        security,
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const before = await lists.findSize(request.params.id);
      if (!before) throw notFound();
      if (before.inUse > 0) throw conflict('size_in_use');
      await lists.deleteSize(request.params.id);
      audit(request, { subjectId: String(request.params.id), before: toSize(before) });
      return { message: message('size_deleted', request.lang) };
    },
  );

  // ---- units
  app.get(
    '/api/admin/units',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Every unit, in order, with how many products use it',
        security,
        response: { 200: z.object({ data: z.array(adminUnitSchema) }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: (await lists.listUnits()).map(toUnit) }),
  );
  const unitSaved = z.object({ data: adminUnitSchema, message: z.string() });
  app.post(
    '/api/admin/units',
    {
      onRequest: write,
      config: { audit: 'unit.create' },
      schema: {
        tags,
        summary: 'Add a unit (manager and above); 409 when its code is taken',
        security,
        body: unitBody,
        response: { 201: unitSaved, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const b = request.body;
      if (await lists.unitByCode(b.code)) throw conflict('unit_code_taken');
      const row = await lists.createUnit({
        code: b.code,
        nameEn: b.name_en,
        nameTr: b.name_tr,
        sortOrder: b.sort_order,
      });
      const data = toUnit({ unit: row, inUse: 0 });
      audit(request, { subjectId: String(row.id), after: data });
      return reply.status(201).send({ data, message: message('unit_saved', request.lang) });
    },
  );
  app.put(
    '/api/admin/units/:id',
    {
      onRequest: write,
      config: { audit: 'unit.update' },
      schema: {
        tags,
        summary: 'Rename or reorder a unit (manager and above)',
        security,
        params: idParams,
        body: unitBody,
        response: { 200: unitSaved, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const before = await lists.findUnit(request.params.id);
      if (!before) throw notFound();
      const b = request.body;
      const taken = await lists.unitByCode(b.code);
      if (taken && taken.id !== request.params.id) throw conflict('unit_code_taken');
      const row = await lists.updateUnit(request.params.id, {
        code: b.code,
        nameEn: b.name_en,
        nameTr: b.name_tr,
        sortOrder: b.sort_order,
      });
      const data = toUnit({ unit: row!, inUse: before.inUse });
      audit(request, { subjectId: String(row!.id), before: toUnit(before), after: data });
      return { data, message: message('unit_saved', request.lang) };
    },
  );
  app.delete(
    '/api/admin/units/:id',
    {
      onRequest: write,
      config: { audit: 'unit.delete' },
      schema: {
        tags,
        summary: 'Delete a unit no product uses (manager and above); 409 when in use',
        security,
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const before = await lists.findUnit(request.params.id);
      if (!before) throw notFound();
      if (before.inUse > 0) throw conflict('unit_in_use');
      await lists.deleteUnit(request.params.id);
      audit(request, { subjectId: String(request.params.id), before: toUnit(before) });
      return { message: message('unit_deleted', request.lang) };
    },
  );

  // ---- joining fees
  app.get(
    '/api/admin/joining-fees',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'What joining costs a business (minor units), as /api/joining-fees and /pricing show it',
        security,
        response: { 200: z.object({ data: feesSchema }), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: { ...(await lists.joiningFees()), currency } }),
  );
  app.put(
    '/api/admin/joining-fees',
    {
      onRequest: write,
      config: { audit: 'joining_fees.update' },
      schema: {
        tags,
        summary: 'Change the joining fees (manager and above); /pricing shows them at once',
        security,
        body: joiningFeesBody,
        response: { 200: z.object({ data: feesSchema, message: z.string() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const before = await lists.joiningFees();
      await lists.setJoiningFees(request.body);
      audit(request, { subjectType: 'joining_fees', subjectId: 'joining_fees', before, after: request.body });
      return {
        data: { ...request.body, currency },
        message: message('joining_fees_saved', request.lang),
      };
    },
  );
};
