import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiResult } from '../api-client.ts';
import { useLanguage } from '../root-data.ts';
import { useApiErrorHandler } from '../use-api-error.ts';
import { MESSAGE_SEPARATOR } from './message-separator.ts';
import { formFailure } from './form-failure.ts';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

export interface FormFailureOptions {
  /** Body field -> form field, where they differ (`country_code` -> `country`). */
  fieldOf?: Readonly<Record<string, string>>;
  /** A sign-in form: 401 means wrong credentials, shown in the form. */
  credentials?: boolean;
}

/**
 * Puts an API failure on a react-hook-form form: field messages under their
 * fields (focusing the first), and returns the text for the form's alert.
 * A 401 on a signed-in form goes to the app's 401 handling instead.
 */
export function useFormFailure<T extends FieldValues>(
  form: UseFormReturn<T>,
  options: FormFailureOptions = {},
): (failure: Failure) => string | null {
  const lang = useLanguage();
  const onApiError = useApiErrorHandler();
  const { fieldOf, credentials } = options;
  return useCallback(
    (failure) => {
      const fields = Object.keys(form.getValues());
      const outcome = formFailure(failure, lang, {
        fields,
        ...(fieldOf ? { fieldOf } : {}),
        ...(credentials ? { credentials } : {}),
      });
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
    [credentials, fieldOf, form, lang, onApiError],
  );
}
