import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { errorResponses } from '@bedesten/core/schemas/error';
import { storeActiveBody, vendorStoreResponseSchema } from '@bedesten/core/schemas/stores';
import { storeSetupRequestBody } from '@bedesten/core/stores/store-setup';
import { actorOf, requireType, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { saveStoreSetup, type StoreSetupDeps } from './save-store-setup.ts';
import { toVendorStore } from './to-vendor-store.ts';

const tags = ['vendor store'];
const requireVendor = requireType('vendor');

/** The vendor's own store: setup, state and active switch. Every query names the caller as owner. */
export const vendorStoreRoutes: FastifyPluginAsyncZod<StoreSetupDeps> = async (app, deps) => {
  const { repository } = deps;
  for (const url of ['/api/store-setup', '/api/vendor-store-details']) {
    app.get(
      url,
      {
        onRequest: requireVendor,
        schema: {
          tags,
          summary: "The vendor's store with every setup field and its approval state (null before setup)",
          security: SESSION_SECURITY,
          response: { 200: vendorStoreResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const row = await repository.findOwned(actorOf(request).userId);
        return { data: row ? toVendorStore(row) : null };
      },
    );
  }

  for (const url of ['/api/store-setup', '/api/vendor-setup']) {
    app.post(
      url,
      {
        onRequest: requireVendor,
        schema: {
          tags,
          summary: 'Create or change the store; `action: submit` (default) sends it for approval, `draft` saves',
          description:
            'A vendor has one store. Submitting validates every SPEC.md §5 rule (IBAN checksum and optional BIC per ADR 0042, required bank details, images, district, address, owner, store and brand name, trade licence). ' +
            'An approved store returns to pending only when what staff vetted changes (ADR 0021). ' +
            '`image`, `banner_image` and `photos` must be the vendor’s own uploads (or pictures the store already shows): 400 `picture_not_yours` otherwise (ADR 0088).',
          security: SESSION_SECURITY,
          body: storeSetupRequestBody,
          response: {
            200: vendorStoreResponseSchema,
            201: vendorStoreResponseSchema,
            ...errorResponses(400, 401, 403, 409),
          },
        },
      },
      async (request, reply) => {
        const { store, created } = await saveStoreSetup(deps, actorOf(request).userId, request.body);
        const key =
          store.status === 'pending'
            ? 'store_submitted'
            : store.status === 'draft'
              ? 'store_draft_saved'
              : 'store_updated';
        return reply
          .status(created ? 201 : 200)
          .send({ data: toVendorStore(store), message: message(key, request.lang) });
      },
    );
  }

  app.post(
    '/api/store-active-deactive',
    {
      onRequest: requireVendor,
      schema: {
        tags,
        summary: 'Open or close the store for customers (`is_active`; toggles when left out)',
        security: SESSION_SECURITY,
        body: storeActiveBody.optional(),
        response: { 200: vendorStoreResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      const current = await repository.findOwned(userId);
      if (!current) throw notFound('no_store_found');
      const row = await repository.update(userId, { isActive: request.body?.is_active ?? !current.isActive });
      return { data: toVendorStore(row!), message: message('status_updated', request.lang) };
    },
  );

  app.get(
    '/api/setup-notice',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Whether staff deleted this account’s store (SPEC.md §4): the message and where to set up again',
        security: SESSION_SECURITY,
        response: {
          200: z.object({ data: z.object({ message: z.string(), redirect: z.string() }).nullable() }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const deleted = await repository.unseenDeletion(actorOf(request).userId);
      return {
        data: deleted
          ? { message: message('setup_deleted_by_admin', request.lang), redirect: '/vendor/sign-up' }
          : null,
      };
    },
  );

  app.post(
    '/api/setup-notice',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The deletion notice was shown; stop answering it',
        security: SESSION_SECURITY,
        response: { 200: z.object({ data: z.object({ seen: z.boolean() }) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const deleted = await repository.unseenDeletion(actorOf(request).userId);
      if (deleted) await repository.markDeletionSeen(deleted.id);
      return { data: { seen: deleted !== undefined } };
    },
  );
};
