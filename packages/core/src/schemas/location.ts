import { z } from 'zod';
import { latitudeParamSchema, longitudeParamSchema } from '../geo/coordinates.ts';

/** SPEC.md §3 Location: what "use my location" and the address forms fill in. */
export const locationSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  address: z.string(),
  formatted_address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /** Empty when the geocoder does not know it (the offline gazetteer has no postal codes). */
  zip_code: z.string(),
  isocode: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/** `getLocation`: forward from `address`, or reverse from `lat` + `lng`. */
export const getLocationQuery = z
  .object({
    type: z.enum(['forward', 'reverse']).default('forward'),
    address: z.string().trim().max(300).optional(),
    lat: latitudeParamSchema.optional(),
    lng: longitudeParamSchema.optional(),
  })
  .superRefine(
    (query, ctx) => {
      if (query?.type === 'reverse') {
        if (query.lat === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['lat'] });
        if (query.lng === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['lng'] });
      } else if (!query?.address) {
        ctx.addIssue({ code: 'custom', message: 'required', path: ['address'] });
      }
    },
    { when: () => true },
  );
export type GetLocationQuery = z.infer<typeof getLocationQuery>;

export const locationResponseSchema = z.object({ data: locationSchema });

/** `GET /api/place-suggestions`: what the customer typed in a place finder (cab booking). */
export const placeSuggestionsQuery = z.object({
  q: z.string().trim().max(100).default(''),
  lang: z.enum(['en', 'tr']).optional(),
});

export const placeSuggestionSchema = z.object({
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  kind: z.enum(['town', 'airport']),
  airport: z.enum(['LCA', 'PFO', 'ECN']).nullable(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;
export const placeSuggestionsResponse = z.object({ data: z.array(placeSuggestionSchema) });
