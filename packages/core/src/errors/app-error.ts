import type { MessageKey, MessageParams } from '../messages/catalogue.ts';

/**
 * A failure the caller can act on. It names a catalogue message (so the API
 * can answer in the caller's language) and the HTTP status that fits it.
 * Field errors travel as `fields`: field name -> catalogue messages.
 */
export type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

export interface FieldMessage {
  key: MessageKey;
  params?: MessageParams;
}

export class AppError extends Error {
  readonly status: AppErrorStatus;
  readonly code: string;
  readonly key: MessageKey;
  readonly params: MessageParams;
  readonly fields: Record<string, FieldMessage[]> | undefined;
  readonly redirect: string | undefined;

  constructor(
    status: AppErrorStatus,
    key: MessageKey,
    options: {
      code?: string;
      params?: MessageParams;
      fields?: Record<string, FieldMessage[]>;
      redirect?: string;
    } = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.status = status;
    this.key = key;
    this.code = options.code ?? key;
    this.params = options.params ?? {};
    this.fields = options.fields;
    this.redirect = options.redirect;
  }
}

export const unauthorized = (key: MessageKey = 'please_login') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'forbidden', redirect?: string) =>
  new AppError(403, key, redirect ? { redirect } : {});
export const notFound = (key: MessageKey = 'not_found') => new AppError(404, key);
export const conflict = (key: MessageKey, code?: string, params?: MessageParams) =>
  new AppError(409, key, { ...(code ? { code } : {}), ...(params ? { params } : {}) });
