import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '~/lib/messages.ts';
import type { ApiErrorBody, ApiResult } from '../api-client.ts';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/** The `errors` of a 400 answer as lists of texts (the API already wrote them in the page language). */
export function serverFieldMessages(body: ApiErrorBody | null): Record<string, string[]> {
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors)) {
    const texts = (Array.isArray(value) ? value : [value]).filter((text): text is string => typeof text === 'string');
    if (texts.length) out[field] = texts;
  }
  return out;
}

export interface FormFailure {
  /** Messages for fields the form shows, by form field name. */
  fields: Record<string, string[]>;
  /** What to say above the form; null when the field messages say it all. */
  summary: string | null;
  /** 401 outside a sign-in form: the session ended (the caller hands it to the 401 handling). */
  sessionEnded: boolean;
}

/**
 * What a failed form submission means for the form: field messages under
 * their fields (SPEC.md §8 400 `errors`), and a summary for everything else.
 * On a sign-in form a 401 is a wrong password, not an ended session.
 */
export function formFailure(
  failure: Failure,
  lang: Language,
  options: { fields: readonly string[]; fieldOf?: Readonly<Record<string, string>>; credentials?: boolean },
): FormFailure {
  if (failure.reason === 'aborted') return { fields: {}, summary: null, sessionEnded: false };
  if (failure.reason === 'network') return { fields: {}, summary: message('no_internet', lang), sessionEnded: false };
  const body = failure.error;
  if (failure.status === 401 && !options.credentials) {
    return { fields: {}, summary: message('session_expired', lang), sessionEnded: true };
  }
  const fields: Record<string, string[]> = {};
  const unplaced: string[] = [];
  for (const [field, texts] of Object.entries(serverFieldMessages(body))) {
    const name = options.fieldOf?.[field] ?? field;
    if (options.fields.includes(name)) fields[name] = [...(fields[name] ?? []), ...texts];
    else unplaced.push(...texts);
  }
  const placed = Object.keys(fields).length > 0;
  const headline =
    body?.error || body?.msg || body?.message || (failure.status === 403 ? message('forbidden', lang) : null);
  const summary = unplaced.length ? unplaced.join('\n') : placed ? null : (headline ?? message('internal_error', lang));
  return { fields, summary, sessionEnded: false };
}
