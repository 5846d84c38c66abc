import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_PLATFORM_FEE } from '@bedesten/core/pricing/order-totals';
import { errorResponses } from '@bedesten/core/schemas/error';
import { platformFeeBody, platformFeeResponseSchema } from '@bedesten/core/schemas/offers';
import { audit } from '../../plugins/audit.ts';
import { requireStaff, SESSION_SECURITY } from '../../plugins/auth.ts';
import type { OffersRepository } from './offers.repository.ts';

const tags = ['platform fee'];

/**
 * The platform fee (ADR 0024): staff set a flat amount (minor units) or a
 * percentage (basis points) in app_settings `platform_fee`; anyone may read
 * it, so checkout can show it before the order. None set means no fee.
 */
export const platformFeeRoutes: FastifyPluginAsyncZod<{ repository: OffersRepository }> = async (
  app,
  { repository },
) => {
  const staffOnly = requireStaff('staff');
  const managerOnly = requireStaff('manager');
  const current = async () => ({ data: (await repository.platformFee()) ?? NO_PLATFORM_FEE });

  app.get(
    '/api/platform-fee',
    {
      schema: {
        tags,
        summary: 'The fee added to every order: `flat` in minor units or `percent` in basis points of the items’ total',
        response: { 200: platformFeeResponseSchema },
      },
    },
    current,
  );

  app.get(
    '/api/admin/platform-fee',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'The platform fee (staff)',
        security: SESSION_SECURITY,
        response: { 200: platformFeeResponseSchema, ...errorResponses(401, 403) },
      },
    },
    current,
  );

  app.put(
    '/api/admin/platform-fee',
    {
      onRequest: managerOnly,
      config: { audit: 'platform_fee.update' },
      schema: {
        tags,
        summary:
          'Set the platform fee (manager): `flat` up to 100000 minor units, or `percent` up to 5000 basis points (50 %)',
        security: SESSION_SECURITY,
        body: platformFeeBody,
        response: { 200: platformFeeResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const before = (await repository.platformFee()) ?? NO_PLATFORM_FEE;
      await repository.setPlatformFee({ type: request.body.type, value: request.body.value });
      const after = await current();
      audit(request, { subjectId: 'platform', before, after: after.data });
      return after;
    },
  );
};
