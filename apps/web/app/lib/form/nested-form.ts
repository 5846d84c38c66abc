import type { Language } from '@bedesten/core/i18n/languages';
import { useCallback } from 'react';
import {
  get,
  set,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import type { ApiResult } from '~/lib/api-client.ts';
import { catalogueResolver, MESSAGE_SEPARATOR, type ResolverOptions } from '~/lib/form/catalogue-resolver.ts';
import { formFailure, serverFieldMessages } from '~/lib/form/form-failure.ts';
import type { FormSchemas } from '~/lib/form/load-schemas.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * Forms with lists of rows (product variants, delivery bands): the API's
 * flat field names (`variants.1.stock`) become react-hook-form's nested
 * paths, and a list's own problem (`variants`) goes to `variants.root`,
 * where react-hook-form keeps an array's own error.
 */
export interface NestedFormOptions {
  /** Names of the form's list fields. */
  arrays?: readonly string[];
  /** Maps a body field to the form field it belongs to (say, a picture's own error to the pictures field). */
  mapField?: (field: string) => string;
}

const same = (field: string) => field;

/** Where a message about a body field goes in the form. */
export function formPathOf(
  field: string,
  arrays: readonly string[],
  mapField: (field: string) => string = same,
): string {
  const name = mapField(field);
  return arrays.includes(name) ? `${name}.root` : name;
}

/** Nests flat messages (`variants.0.price`) the way react-hook-form reads and clears them. */
export function nestErrors(
  flat: Record<string, FieldError>,
  arrays: readonly string[],
  mapField: (field: string) => string = same,
): FieldErrors {
  const nested: Record<string, unknown> = {};
  for (const [field, error] of Object.entries(flat)) {
    const path = field === 'root' ? 'root' : formPathOf(field, arrays, mapField);
    const previous = get(nested, path) as FieldError | undefined;
    set(
      nested,
      path,
      previous?.message ? { ...error, message: `${previous.message}${MESSAGE_SEPARATOR}${error.message}` } : error,
    );
  }
  return nested as FieldErrors;
}

/**
 * catalogueResolver (the API's own zod schema, the catalogue's words in the
 * page language) for forms whose fields are lists of rows.
 */
export function nestedResolver<T extends FieldValues>(
  pick: (schemas: FormSchemas) => ZodType,
  lang: Language,
  options: ResolverOptions<T> & NestedFormOptions = {},
): Resolver<T> {
  const inner = catalogueResolver<T>(pick, lang, options);
  const arrays = options.arrays ?? [];
  const mapField = options.mapField ?? same;
  return async (values, context, resolverOptions) => {
    const result = await inner(values, context, resolverOptions);
    if (Object.keys(result.errors).length === 0) return result;
    return {
      values: {},
      errors: nestErrors(result.errors as Record<string, FieldError>, arrays, mapField) as FieldErrors<T>,
    };
  };
}

/** Every field path of a form's values (`variants`, `variants.0`, `variants.0.price`, …). */
export function fieldPathsOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  const own = prefix ? [prefix] : [];
  const children = Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    fieldPathsOf(child, prefix ? `${prefix}.${key}` : key),
  );
  return [...own, ...children];
}

/**
 * Puts a failed save on the form (like useFormFailure, for nested fields):
 * each of the API's field messages under its field, focusing the first; the
 * rest for the form's alert. A 401 goes to the app's session handling.
 */
export function useNestedFormFailure<T extends FieldValues>(
  form: UseFormReturn<T>,
  arrays: readonly string[] = [],
  mapField: (field: string) => string = same,
): (failure: Failure) => string | null {
  const lang = useLanguage();
  const onApiError = useApiErrorHandler();
  return useCallback(
    (failure) => {
      const fieldOf: Record<string, string> = {};
      for (const field of Object.keys(serverFieldMessages(failure.error))) {
        fieldOf[field] = formPathOf(field, arrays, mapField);
      }
      const fields = [...fieldPathsOf(form.getValues()), ...arrays.map((name) => `${name}.root`)];
      const outcome = formFailure(failure, lang, { fields, fieldOf });
      if (outcome.sessionEnded) {
        onApiError(failure);
        return null;
      }
      let first = true;
      for (const [name, texts] of Object.entries(outcome.fields)) {
        form.setError(
          name as Path<T>,
          { type: 'server', message: texts.join(MESSAGE_SEPARATOR) },
          { shouldFocus: first },
        );
        first = false;
      }
      return outcome.summary;
    },
    [arrays, form, lang, mapField, onApiError],
  );
}

/** The message of a field, nested (`variants.0.stock`) or not. */
export function errorText(errors: FieldErrors, path: string): string | undefined {
  const error = get(errors, path) as FieldError | undefined;
  return typeof error?.message === 'string' && error.message ? error.message : undefined;
}
