import { z } from 'zod';

/**
 * Coordinates as callers send them, kept to 7 decimals (about a centimetre).
 * Rounding also turns subnormal numbers such as 5e-324, which JSON carries
 * but PostgreSQL's double precision refuses, into 0 (issue 10).
 */
const roundCoordinate = (value: number) => Math.round(value * 1e7) / 1e7 || 0;

export const latitudeSchema = z.number().min(-90).max(90).transform(roundCoordinate);
export const longitudeSchema = z.number().min(-180).max(180).transform(roundCoordinate);

/** The same in a query string. */
export const latitudeParamSchema = z.coerce.number().min(-90).max(90).transform(roundCoordinate);
export const longitudeParamSchema = z.coerce.number().min(-180).max(180).transform(roundCoordinate);
