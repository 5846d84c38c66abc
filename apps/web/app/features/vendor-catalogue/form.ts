import type { Language } from '@bedesten/core/i18n/languages';
import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { ResolverOptions } from '~/lib/form/catalogue-resolver.ts';
import type { FormSchemas } from '~/lib/form/load-schemas.ts';
import {
  nestedResolver as sharedNestedResolver,
  useNestedFormFailure as useSharedNestedFormFailure,
} from '~/lib/form/nested-form.ts';
import { formFieldOf } from './product-values.ts';

export { errorText } from '~/lib/form/nested-form.ts';

/** The shared nested resolver, with the catalogue's field mapping (a picture's own error under the pictures field). */
export function nestedResolver<T extends FieldValues>(
  pick: (schemas: FormSchemas) => ZodType,
  lang: Language,
  options: ResolverOptions<T> & { arrays?: readonly string[] } = {},
): Resolver<T> {
  return sharedNestedResolver<T>(pick, lang, { ...options, mapField: formFieldOf });
}

/** The shared nested save-failure handler, with the same mapping. */
export function useNestedFormFailure<T extends FieldValues>(form: UseFormReturn<T>, arrays: readonly string[] = []) {
  return useSharedNestedFormFailure(form, arrays, formFieldOf);
}
