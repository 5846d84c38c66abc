import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  getLocationQuery,
  locationResponseSchema,
  placeSuggestionsQuery,
  placeSuggestionsResponse,
} from '@bedesten/core/schemas/location';
import type { Geocoder } from './geocoder.ts';
import { getLocation } from './get-location.ts';
import { PLACE_SUGGESTIONS_MAX, suggestPlaces } from './place-suggestions.ts';

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

  app.get(
    '/api/place-suggestions',
    {
      schema: {
        tags: ['geo'],
        summary: `Towns and airports of Cyprus matching \`q\` (at most ${PLACE_SUGGESTIONS_MAX}), named in the caller’s language`,
        description:
          'From the offline gazetteer and the three airports (LCA, PFO, ECN); a name starting with the text ranks first. Empty `q` answers an empty list.',
        querystring: placeSuggestionsQuery,
        response: { 200: placeSuggestionsResponse, ...errorResponses(400) },
      },
    },
    async (request) => ({ data: suggestPlaces(request.query.q, request.query.lang ?? request.lang) }),
  );
};
