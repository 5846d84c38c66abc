import type { Language } from '@bedesten/core/i18n/languages';
import { useCallback } from 'react';
import { set, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { ApiResult } from '~/lib/api-client.ts';
import { catalogueResolver, MESSAGE_SEPARATOR, type ResolverOptions } from '~/lib/form/catalogue-resolver.ts';
import { formFailure, serverFieldMessages } from '~/lib/form/form-failure.ts';
import type { FormSchemas } from '~/lib/form/load-schemas.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/** Where a message goes: `ranges.1.max_hours` under that box; the list's own (`ranges`) at `ranges.root`. */
export function formPathOf(field: string, lists: readonly string[]): string {
  return lists.includes(field) ? `${field}.root` : field;
}

/**
 * catalogueResolver (the API's own zod schema, the catalogue's words in the
 * page language) for a form with a list of rows: flat messages are nested
 * the way react-hook-form reads them.
 */
export function rowsResolver<T extends FieldValues>(
  pick: (schemas: FormSchemas) => ZodType,
  lang: Language,
  lists: readonly string[],
  options: ResolverOptions<T> = {},
): Resolver<T> {
  const inner = catalogueResolver<T>(pick, lang, options);
  return async (values, context, resolverOptions) => {
    const result = await inner(values, context, resolverOptions);
    const flat = Object.entries(result.errors);
    if (flat.length === 0) return result;
    const nested: Record<string, unknown> = {};
    for (const [field, error] of flat) set(nested, field === 'root' ? 'root' : formPathOf(field, lists), error);
    return { values: {}, errors: nested as FieldErrors<T> };
  };
}

/** A failed save on such a form: messages under their boxes (focusing the first), the rest for the alert. */
export function useRowsFormFailure<T extends FieldValues>(
  form: UseFormReturn<T>,
  lists: readonly string[],
): (failure: Failure) => string | null {
  const lang = useLanguage();
  const onApiError = useApiErrorHandler();
  return useCallback(
    (failure) => {
      const fieldOf: Record<string, string> = {};
      for (const field of Object.keys(serverFieldMessages(failure.error))) fieldOf[field] = formPathOf(field, lists);
      const outcome = formFailure(failure, lang, { fields: Object.values(fieldOf), fieldOf });
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
    [form, lang, lists, onApiError],
  );
}
