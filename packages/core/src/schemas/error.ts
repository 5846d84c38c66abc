import { z } from 'zod';

/** The body every failure answers with (DESIGN.md §3, SPEC.md §8), for the OpenAPI document and clients. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  redirect: z.string().optional(),
  /** On a 429: seconds until the call may be made again (also the Retry-After header). */
  retry_after: z.number().int().nonnegative().optional(),
});
export type ErrorBodyShape = z.infer<typeof errorBodySchema>;

/** The failure answers a route documents, by status. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [K in S[number]]: typeof errorBodySchema;
  };
}
