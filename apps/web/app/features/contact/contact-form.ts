import type { Language } from '@bedesten/core/i18n/languages';
import { isLoadedMessageKey, message } from '~/lib/messages.ts';
import { contactUsBody, type ContactUsBody } from '@bedesten/core/schemas/contact';
import { fieldErrorsFromIssues, type ValidationIssue } from '@bedesten/core/validation/field-errors';

export const CONTACT_SUBJECTS = ['order', 'store', 'partner', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_FIELDS = ['name', 'email', 'mobile', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** What the visitor typed, to show again after an error (the subject as its key). */
export type ContactValues = Record<ContactField, string>;

export function contactValuesOf(form: FormData): ContactValues {
  const value = (name: ContactField) => String(form.get(name) ?? '').trim();
  const subject = value('subject');
  return {
    name: value('name'),
    email: value('email'),
    mobile: value('mobile'),
    subject: (CONTACT_SUBJECTS as readonly string[]).includes(subject) ? subject : 'other',
    message: value('message'),
  };
}

/** Field errors of the API's 400 (`errors: { field: [text] }`) for the fields this form shows. */
export function fieldErrorsOfAnswer(errors: unknown): ContactFieldErrors {
  if (!errors || typeof errors !== 'object') return {};
  const out: ContactFieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const texts = (errors as Record<string, unknown>)[field];
    if (Array.isArray(texts) && texts.length > 0) out[field] = texts.map(String).join(' ');
    else if (typeof texts === 'string' && texts) out[field] = texts;
  }
  return out;
}

/**
 * Checks the form with the API's own schema (so the page and the API say
 * the same words), before a round trip; `subjectText` is what the chosen
 * subject reads as in the visitor's language: staff see the sender's words.
 */
export function validateContact(
  values: ContactValues,
  subjectText: string,
  lang: Language,
): { body: ContactUsBody; errors: null } | { body: null; errors: ContactFieldErrors } {
  const result = contactUsBody.safeParse({ ...values, subject: subjectText });
  if (result.success) return { body: result.data, errors: null };
  const fields = fieldErrorsFromIssues(result.error.issues as unknown as ValidationIssue[], isLoadedMessageKey);
  const errors: ContactFieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const found = fields[field];
    if (found?.length) errors[field] = found.map((item) => message(item.key, lang, item.params)).join(' ');
  }
  return { body: null, errors };
}
