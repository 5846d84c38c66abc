import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldMessage } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { message, type MessageParams, isMessageKey } from '@bedesten/core/messages/catalogue';
import { fieldLabel, fieldOfPath } from '@bedesten/core/messages/field-labels';
import { fieldErrorsFromIssues, type ValidationIssue } from '@bedesten/core/validation/field-errors';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';

/** The body every failure answers with (DESIGN.md §3, SPEC.md §8). */
export interface ErrorBody {
  error: string;
  code: string;
  errors?: Record<string, string[]>;
  redirect?: string;
  retry_after?: number;
}

/** How a field (`variants.0.size_id` → "Size", `images.2` → "Images") is named in its messages. */
const labelOf = (field: string, lang: Language) => fieldLabel(fieldOfPath(field), lang);

function translateFields(fields: Record<string, FieldMessage[]>, lang: Language): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      messages.map(({ key, params }) => message(key, lang, { label: labelOf(field, lang), ...params })),
    ]),
  );
}

function valueAt(source: unknown, path: string[]): unknown {
  let value = source;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export function appErrorBody(error: AppError, lang: Language): ErrorBody {
  // "Invalid {label}" at the top names the first field in error, as its field message does.
  const firstField = error.fields ? Object.keys(error.fields)[0] : undefined;
  const label: MessageParams = firstField ? { label: labelOf(firstField, lang) } : {};
  const body: ErrorBody = { error: message(error.key, lang, { ...label, ...error.params }), code: error.code };
  if (error.fields) body.errors = translateFields(error.fields, lang);
  if (error.redirect) body.redirect = error.redirect;
  // A countdown needs the number, not only the sentence: "You can ask for a new code in 0:42".
  const retryAfter = error.params.retry_after;
  if (error.status === 429 && typeof retryAfter === 'number') body.retry_after = retryAfter;
  return body;
}

function validationBody(error: FastifyError, request: FastifyRequest): ErrorBody {
  const context = (error.validationContext ?? 'body') as 'body' | 'query' | 'params' | 'headers';
  const issues: ValidationIssue[] = (error.validation ?? []).map((v) => {
    const path = v.instancePath.split('/').filter(Boolean);
    return {
      ...(v.params as object),
      code: v.keyword,
      message: v.message ?? '',
      path,
      input: valueAt(request[context], path),
    };
  });
  const errors = translateFields(fieldErrorsFromIssues(issues, isMessageKey), request.lang);
  const first =
    Object.values(errors)[0]?.[0] ?? message('invalid', request.lang, { label: fieldLabel('request', request.lang) });
  return { error: first, code: 'validation_failed', errors };
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json').send(body);
}

/**
 * One place maps failures to HTTP: AppError to its status and catalogue
 * message, schema validation to 400 with per-field messages, client mistakes
 * Fastify detects (bad JSON, too large) to 4xx, a database that cannot be
 * reached (restarting, connections terminated, no connection in time) to 503
 * with Retry-After, and anything else to a 500 that names no internals.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        // Clients (and the OTP countdown) learn when to try again, as RFC 9110 §10.2.3 says.
        const retryAfter = error.params.retry_after;
        if (error.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
        return send(reply, error.status, appErrorBody(error, request.lang));
      }
      if (hasZodFastifySchemaValidationErrors(error)) return send(reply, 400, validationBody(error, request));
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return send(reply, 429, { error: message('too_many_requests', request.lang), code: 'too_many_requests' });
      }
      if (status >= 400 && status < 500) {
        const key = status === 404 ? 'not_found' : 'invalid';
        return send(reply, status, {
          error: message(key, request.lang, { label: fieldLabel('request', request.lang) }),
          code: error.code ?? 'bad_request',
        });
      }
      if (isDatabaseUnavailable(error)) {
        // The same socket errors come from the bucket (S3 errors carry `$metadata`) as from the database.
        const service =
          typeof error === 'object' && error !== null && '$metadata' in error ? 'object storage' : 'database';
        request.log.warn({ err: error }, `${service} unavailable`);
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        return send(reply, 503, { error: message('service_unavailable', request.lang), code: 'service_unavailable' });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, { error: message('internal_error', request.lang), code: 'internal_error' });
    });

    app.setNotFoundHandler((request, reply) =>
      send(reply, 404, { error: message('not_found', request.lang), code: 'not_found' }),
    );
  },
  { name: 'errors', dependencies: ['language'] },
);
