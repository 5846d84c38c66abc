import type { FieldMessage } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import { isLoadedMessageKey, message } from '~/lib/messages.ts';
import { fieldLabel } from '~/lib/messages.ts';
import { fieldErrorsFromIssues, type ValidationIssue } from '@bedesten/core/validation/field-errors';
import { fieldOfPath } from '@bedesten/core/messages/field-labels';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { MESSAGE_SEPARATOR } from './message-separator.ts';
import { loadSchemas, preloadSchemas, type FormSchemas } from './load-schemas.ts';

/**
 * react-hook-form validation with the API's own zod schemas from
 * @bedesten/core, worded exactly as the API words the same failure: issues
 * become catalogue keys (`fieldErrorsFromIssues`), filled with the field's
 * catalogue label in the page language. So "Şifre zorunludur" under the
 * password field is the same text whether the browser or the server found it.
 */

/** Catalogue messages of each field, translated; `_` (the whole form) stays `_`. */
export function translateFieldMessages(
  fields: Record<string, FieldMessage[]>,
  lang: Language,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const label = fieldLabel(fieldOfPath(field), lang);
    out[field] = messages.map(({ key, params }) => message(key, lang, { label, ...params }));
  }
  return out;
}

export interface ResolverOptions<T> {
  /** Builds the API body from the form's values (e.g. a country select to `country_code`). */
  toBody?: (values: T) => unknown;
  /** Body field -> form field, where they differ. */
  fieldOf?: Readonly<Record<string, string>>;
}

/** Form errors from translated messages: nested names stay flat keys, whole-form issues go to `root`. */
export function toFieldErrors<T extends FieldValues>(
  messages: Record<string, string[]>,
  fieldOf: Readonly<Record<string, string>> = {},
): FieldErrors<T> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [field, texts] of Object.entries(messages)) {
    const name = field === '_' ? 'root' : (fieldOf[field] ?? field);
    const previous = errors[name]?.message;
    const text = texts.join(MESSAGE_SEPARATOR);
    errors[name] = { type: 'validation', message: previous ? `${previous}${MESSAGE_SEPARATOR}${text}` : text };
  }
  return errors as FieldErrors<T>;
}

/**
 * A resolver for one of the form schemas (`(schemas) => schemas.loginBody`).
 * The schemas load in the background as soon as a form is created, so the
 * first submit rarely waits for them.
 */
export function catalogueResolver<T extends FieldValues>(
  pick: (schemas: FormSchemas) => ZodType,
  lang: Language,
  options: ResolverOptions<T> = {},
): Resolver<T> {
  preloadSchemas();
  return async (values) => {
    const schema = pick(await loadSchemas());
    const input = options.toBody ? options.toBody(values) : values;
    // reportInput: the catalogue tells "required" (nothing typed) from "invalid" by the input.
    const result = schema.safeParse(input, { reportInput: true });
    if (result.success) return { values, errors: {} };
    const fields = fieldErrorsFromIssues(result.error.issues as unknown as ValidationIssue[], isLoadedMessageKey);
    return { values: {}, errors: toFieldErrors<T>(translateFieldMessages(fields, lang), options.fieldOf) };
  };
}

export { MESSAGE_SEPARATOR };
