import type { FieldMessage } from '../errors/app-error.ts';
import type { MessageKey } from '../messages/catalogue.ts';

/**
 * Whether a text is a catalogue key: the API passes the catalogue's
 * isMessageKey; a browser passes a check against the one language it loaded,
 * so form validation does not download both languages' texts (ADR 0049).
 */
export type IsMessageKey = (value: string) => value is MessageKey;

/** The parts of a zod issue this mapping reads (kept structural so core needs no zod internals). */
export interface ValidationIssue {
  code: string;
  message: string;
  path: PropertyKey[];
  input?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
}

/**
 * Turns one zod issue into a catalogue message. Schemas name catalogue keys
 * as their messages (`z.string().min(10, 'min_length')`); issues without one
 * fall back by kind, so every field error has a wording in both languages.
 */
export function issueToFieldMessage(issue: ValidationIssue, isKey: IsMessageKey): FieldMessage {
  const bound = issue.minimum ?? issue.maximum;
  const params = bound === undefined ? undefined : { n: Number(bound) };
  if (isKey(issue.message)) return params ? { key: issue.message, params } : { key: issue.message };
  if (issue.input === undefined || issue.input === null || issue.input === '') return { key: 'required' };
  if (issue.code === 'too_small' && issue.origin === 'string') return { key: 'min_length', params: params ?? {} };
  if (issue.code === 'too_big' && issue.origin === 'string') return { key: 'max_length', params: params ?? {} };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { key: 'email_invalid' };
  return { key: 'invalid' };
}

/**
 * Groups issues by their field path (`address.city` -> `address.city`), root
 * issues under `_`. An empty field breaks several rules at once (length,
 * pattern), but "Contact number is required" says all a person needs: beside
 * it, "Invalid Contact number" reads as a glitch. So a required field shows
 * that one message; otherwise each distinct rule broken shows once (the
 * password rules still unmet, one per line), a bare "Invalid …" only when no
 * more specific message says what is wrong.
 */
export function fieldErrorsFromIssues(
  issues: readonly ValidationIssue[],
  isKey: IsMessageKey,
): Record<string, FieldMessage[]> {
  const grouped: Record<string, FieldMessage[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    (grouped[field] ??= []).push(issueToFieldMessage(issue, isKey));
  }
  const fields: Record<string, FieldMessage[]> = {};
  for (const [field, messages] of Object.entries(grouped)) fields[field] = oneReading(messages);
  return fields;
}

function oneReading(messages: FieldMessage[]): FieldMessage[] {
  const required = messages.find((m) => m.key === 'required');
  if (required) return [required];
  const specific = messages.some((m) => m.key !== 'invalid') ? messages.filter((m) => m.key !== 'invalid') : messages;
  const seen = new Set<string>();
  return specific.filter((m) => {
    const id = `${m.key}:${JSON.stringify(m.params ?? {})}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
