import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import {
  adminDriverListSchema,
  adminDriverSchema,
  adminDriversQuery,
  driverAvailabilityBody,
  driverIdBody,
  driverIdParams,
  driverProfileSchema,
  driverSetupBody,
  driverSetupResponse,
  rejectDriverBody,
} from '@bedesten/core/schemas/cabs';
import { errorResponses } from '@bedesten/core/schemas/error';
import { audit } from '../../plugins/audit.ts';
import { actorOf, driverIdOf, requireDriver, requireStaff, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import type { CabsDeps } from './cabs.deps.ts';
import { decideDriver, deleteDriver } from './decide-driver.ts';
import type { AdminDriverRow } from './drivers.repository.ts';
import { saveDriverSetup } from './save-driver-setup.ts';
import { toDriverProfile } from './to-cab-views.ts';

const tags = ['drivers'];
const security = SESSION_SECURITY;
const answer = z.object({ data: driverProfileSchema, message: z.string() });
const toAdminDriver = ({ driver, user }: AdminDriverRow) => ({ ...toDriverProfile(driver), user });

/**
 * Driver profiles (SPEC.md §2 driver setup, §3 driver details, §4 deletion):
 * any signed-in account sets one up and staff approve it (ADR 0035); the
 * driver goes available or not; staff delete it, sending the account back
 * to a plain user with the spec's message.
 */
export const driversRoutes: FastifyPluginAsyncZod<CabsDeps> = async (app, deps) => {
  const { drivers } = deps;
  const staffOnly = requireStaff('staff');

  app.get(
    '/api/driver-setup',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'The caller’s driver profile, or null; after staff deleted it, null with “deleted by admin, create a new setup”',
        security,
        response: { 200: driverSetupResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      const own = await drivers.findOwn(userId);
      if (own) return { data: toDriverProfile(own), message: null };
      const deleted = await drivers.unseenDeletion(userId);
      return { data: null, message: deleted ? message('setup_deleted_by_admin', request.lang) : null };
    },
  );

  app.post(
    '/api/driver-setup',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'Create (201) or change (200) the caller’s driver profile; either way it waits for staff approval and is off the road until then',
        description:
          'Open to any signed-in account: a customer or a vendor (who keeps their store) becomes a driver. `documents` must be the caller’s own uploads from `/api/upload-tus-document`; `vehicle_photo_url` the caller’s own image upload (or the photo the profile already has; 400 `picture_not_yours` otherwise).',
        security,
        body: driverSetupBody,
        response: { 200: answer, 201: answer, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const { row, created } = await saveDriverSetup(drivers, deps.ownsPictures, actorOf(request).userId, request.body);
      return reply
        .status(created ? 201 : 200)
        .send({ data: toDriverProfile(row), message: message('driver_saved', request.lang) });
    },
  );

  app.post(
    '/api/driver-availability',
    {
      onRequest: requireDriver,
      schema: {
        tags,
        summary: 'Go available for rides or not (only an approved driver gets offers either way)',
        security,
        body: driverAvailabilityBody,
        response: { 200: answer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const id = driverIdOf(request);
      const current = await drivers.findLive(id);
      if (!current) throw forbidden('driver_setup_required', '/driver/setup');
      if (current.status !== 'approved') throw forbidden('driver_not_approved');
      const row = await drivers.setAvailability(id, request.body.available);
      const key = request.body.available ? 'driver_availability_on' : 'driver_availability_off';
      return { data: toDriverProfile(row!), message: message(key, request.lang) };
    },
  );

  app.get(
    '/api/admin/drivers',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Driver profiles by state (`status=pending` is the queue, oldest first), with their accounts; paged',
        security,
        querystring: adminDriversQuery,
        response: { 200: adminDriverListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status } = request.query;
      const { rows, total } = await drivers.list(status, {
        offset: pageOffset(request.query),
        limit: request.query.per_page,
      });
      return toPagedList(rows.map(toAdminDriver), total, request.query, request.url);
    },
  );

  const decided = z.object({ data: adminDriverSchema, message: z.string() });
  app.post(
    '/api/admin/driver-approve',
    {
      onRequest: staffOnly,
      config: { audit: 'driver.approve' },
      schema: {
        tags,
        summary: 'Approve a waiting driver (not one’s own profile: 403); they start available and are told',
        security,
        body: driverIdBody,
        response: { 200: decided, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await decideDriver(deps, actorOf(request).userId, request.body.id, 'approve');
      audit(request, { subjectId: request.body.id, after: { status: row.driver.status } });
      return { data: toAdminDriver(row), message: message('driver_approved_done', request.lang) };
    },
  );

  app.post(
    '/api/admin/driver-reject',
    {
      onRequest: staffOnly,
      config: { audit: 'driver.reject' },
      schema: {
        tags,
        summary: 'Reject a waiting driver with a reason they are told (not one’s own profile: 403)',
        security,
        body: rejectDriverBody,
        response: { 200: decided, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await decideDriver(deps, actorOf(request).userId, request.body.id, 'reject', request.body.reason);
      audit(request, { subjectId: request.body.id, after: { status: row.driver.status } });
      return { data: toAdminDriver(row), message: message('driver_rejected_done', request.lang) };
    },
  );

  app.delete(
    '/api/admin/drivers/:id',
    {
      onRequest: requireStaff('admin'),
      config: { audit: 'driver.delete' },
      schema: {
        tags,
        summary:
          'Delete a driver profile (admin): no more offers or actions; a “driver” account becomes a plain user, a vendor keeps their store; the owner is told to set up again',
        security,
        params: driverIdParams,
        response: {
          200: z.object({ data: z.object({ id: z.uuid(), message: z.string() }) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      if (!(await drivers.findLive(request.params.id))) throw notFound('driver_not_found');
      await deleteDriver(deps, request.params.id);
      return { data: { id: request.params.id, message: message('driver_deleted_done', request.lang) } };
    },
  );
};
