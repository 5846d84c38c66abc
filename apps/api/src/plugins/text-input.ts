import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, notFound } from '@bedesten/core/errors/app-error';
import { findForbiddenText } from '@bedesten/core/validation/control-characters';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its input as it comes (the web renderer, which checks nothing of its own here). */
    rawTextInput?: boolean;
  }
}

/**
 * One gate for every route's text input (issue 10): a NUL byte, another C0
 * control (tab, line feed and carriage return excepted), U+FFFE/U+FFFF or a
 * lone surrogate in a path parameter answers 404 (no such thing can exist),
 * and in the query or body 400 with the field named, in the caller's
 * language; so no such text reaches PostgreSQL, which refuses U+0000.
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config.rawTextInput) return;
      if (findForbiddenText(request.params) !== null) throw notFound();
      for (const input of [request.query, request.body]) {
        const path = findForbiddenText(input);
        if (path === null) continue;
        const field = path.length ? path.join('.') : '_';
        throw new AppError(400, 'control_characters', {
          code: 'validation_failed',
          fields: { [field]: [{ key: 'control_characters' }] },
        });
      }
    });
  },
  { name: 'text-input', dependencies: ['errors'] },
);
