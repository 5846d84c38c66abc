import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@bedesten/core/schemas/error';
import { getLocationQuery, locationResponseSchema } from '@bedesten/core/schemas/location';
import type { Geocoder } from './geocoder.ts';
import { getLocation } from './get-location.ts';

export const geoRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder }> = async (app, { geocoder }) => {
  app.get(
    '/api/getLocation',
    {
      schema: {
        tags: ['geo'],
        summary: 'Geocode: `type=forward&address=…` or `type=reverse&lat=…&lng=…`',
        description:
          'Offline gazetteer of Cyprus towns by default; a Nominatim-compatible service when GEOCODER_URL is set. `zip_code` is empty when unknown.',
        querystring: getLocationQuery,
        response: { 200: locationResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await getLocation(geocoder, request.query, request.lang) }),
  );
};
