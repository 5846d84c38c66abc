import type { ApiErrorBody } from '~/lib/api-client.ts';

/** Field name → its messages joined (one per line), from a 400 `{errors: {field: [..]}}`. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(body: ApiErrorBody | null): FieldErrors {
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    const lines = (Array.isArray(value) ? value : [value]).filter(
      (line): line is string => typeof line === 'string' && line !== '',
    );
    if (lines.length) out[field] = lines.join('\n');
  }
  return out;
}

/** The English and Turkish errors of a pair of fields `<name>_en` / `<name>_tr`. */
export function pairErrors(errors: FieldErrors, name: string): { en: string | undefined; tr: string | undefined } {
  return { en: errors[`${name}_en`], tr: errors[`${name}_tr`] };
}
