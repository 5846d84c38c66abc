import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message } from '@bedesten/core/messages/catalogue';
import { pageQuerySchema } from '@bedesten/core/paging/paged-list';
import {
  addressDeletedResponseSchema,
  addressIdBody,
  addressIdParams,
  addressListResponseSchema,
  addressResponseSchema,
  maybeAddressResponseSchema,
  saveAddressBody,
} from '@bedesten/core/schemas/address';
import { errorResponses } from '@bedesten/core/schemas/error';
import { actorOf, requireUser, SESSION_SECURITY } from '../../plugins/auth.ts';
import { changesNoPublicData } from '../../plugins/public-data-writes.ts';
import type { AddressesRepository } from './addresses.repository.ts';
import { deleteAddress } from './delete-address.ts';
import { getAddress } from './get-address.ts';
import { getDefaultAddress } from './get-default-address.ts';
import { listAddresses } from './list-addresses.ts';
import { saveAddress } from './save-address.ts';
import { setDefaultAddress } from './set-default-address.ts';

const tags = ['addresses'];

/** The signed-in user's address book (SPEC.md §3 Address, §4); every call sees only the caller's addresses. */
export const addressesRoutes: FastifyPluginAsyncZod<{ repository: AddressesRepository }> = async (
  app,
  { repository },
) => {
  // Every write here changes only its own parties' data: shared answers stay (ADR 0072).
  app.addHook('onRoute', changesNoPublicData);
  app.addHook('onRequest', requireUser);

  for (const url of ['/api/add-user-address', '/api/user-addresses']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Create an address (201), or update the one named by `id` (200)',
          security: SESSION_SECURITY,
          body: saveAddressBody,
          response: { 200: addressResponseSchema, 201: addressResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { address, created } = await saveAddress(repository, actorOf(request).userId, request.body);
        return reply.status(created ? 201 : 200).send({ data: address });
      },
    );
  }

  app.get(
    '/api/user-address-list',
    {
      schema: {
        tags,
        summary: 'The addresses, default first, paged',
        security: SESSION_SECURITY,
        querystring: pageQuerySchema,
        response: { 200: addressListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listAddresses(repository, actorOf(request).userId, request.query, request.url),
  );

  app.get(
    '/api/user-addresses/:id',
    {
      schema: {
        tags,
        summary: 'One address',
        security: SESSION_SECURITY,
        params: addressIdParams,
        response: { 200: addressResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await getAddress(repository, actorOf(request).userId, request.params.id) }),
  );

  app.get(
    '/api/user-default-address',
    {
      schema: {
        tags,
        summary: 'The default address, or null',
        security: SESSION_SECURITY,
        response: { 200: maybeAddressResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await getDefaultAddress(repository, actorOf(request).userId) }),
  );

  app.post(
    '/api/user-default-address',
    {
      schema: {
        tags,
        summary: 'Make an address the default; the others stop being default',
        security: SESSION_SECURITY,
        body: addressIdBody,
        response: { 200: addressResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await setDefaultAddress(repository, actorOf(request).userId, request.body.id) }),
  );

  for (const url of ['/api/delete-user-address', '/api/user-addresses-delete']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Delete an address',
          security: SESSION_SECURITY,
          body: addressIdBody,
          response: { 200: addressDeletedResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await deleteAddress(repository, actorOf(request).userId, request.body.id);
        return { data: { id: request.body.id, message: message('address_deleted', request.lang) } };
      },
    );
  }
};
