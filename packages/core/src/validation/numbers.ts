import { z } from 'zod';

/**
 * The largest value a PostgreSQL `integer` column holds (serial ids, prices
 * in minor units, counts). A number above it is refused as invalid input,
 * never sent to the database to fail there (issue 10).
 */
export const PG_INT_MAX = 2_147_483_647;

/** A serial id in a JSON body: a positive integer an `integer` column can hold. */
export const serialIdSchema = z.number().int().positive().max(PG_INT_MAX, 'invalid');

/** The same id in a path or query string. */
export const serialIdParamSchema = z.coerce.number().int().positive().max(PG_INT_MAX, 'invalid');
