import type { Language } from '@bedesten/core/i18n/languages';
import { requestDateErrors } from '@bedesten/core/requests/request-rules';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { toFieldErrors, translateFieldMessages } from '~/lib/form/catalogue-resolver.ts';
import { nestedResolver, nestErrors } from '~/lib/form/nested-form.ts';
import { formFieldOf, toRequestBody, type RequestFormValues } from './request-form-values.ts';

export const REQUEST_FORM_ARRAYS = ['shopping_list'] as const;

/**
 * The request form's checks, worded as the API words them: the shared zod
 * schema (`saveBroadcastRequestBody`), then the date rules the API adds
 * (`requestDateErrors`: the day needed not past, the close date within 30
 * days), so "Kapanış tarihi önümüzdeki 30 gün içinde olmalıdır" shows before
 * anything is sent. A field the schema already faults keeps its message.
 */
export function requestResolver(lang: Language): Resolver<RequestFormValues> {
  const schemaCheck = nestedResolver<RequestFormValues>((schemas) => schemas.saveBroadcastRequestBody, lang, {
    toBody: (values) => toRequestBody(values, new Date()),
    arrays: REQUEST_FORM_ARRAYS,
    mapField: formFieldOf,
  });
  return async (values, context, options) => {
    const result = await schemaCheck(values, context, options);
    const body = toRequestBody(values, new Date());
    const dates = toFieldErrors<RequestFormValues>(translateFieldMessages(requestDateErrors(body, new Date()), lang));
    const dateErrors = nestErrors(dates as Record<string, FieldError>, REQUEST_FORM_ARRAYS, formFieldOf);
    const errors = { ...dateErrors, ...result.errors } as FieldErrors<RequestFormValues>;
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors };
  };
}
