import type { FastifyRequest } from 'fastify';
import { AppError } from '@bedesten/core/errors/app-error';

/** `Idempotency-Key`: letters, digits and `-_:.`, as clients generate them (a UUID, usually). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^[A-Za-z0-9_.:-]{1,200}$/.test(value)) {
    throw new AppError(400, 'invalid', { params: { label: 'Idempotency-Key' } });
  }
  return value;
}
