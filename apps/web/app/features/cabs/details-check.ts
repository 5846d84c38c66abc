import type { Language } from '@bedesten/core/i18n/languages';
import { fieldErrorsFromIssues, type ValidationIssue } from '@bedesten/core/validation/field-errors';
import { translateFieldMessages } from '~/lib/form/catalogue-resolver.ts';
import { loadSchemas } from '~/lib/form/load-schemas.ts';
import { MESSAGE_SEPARATOR } from '~/lib/form/message-separator.ts';
import type { CabDetails } from '~/lib/client-state/types.ts';
import { isLoadedMessageKey } from '~/lib/messages.ts';

type DetailErrors = Partial<Record<keyof CabDetails, string>>;

/**
 * The details step's own check, with the booking call's rules and words
 * ("Invalid E-mail", "Invalid Mobile number"), so `bad@` or a mobile of `12`
 * is marked on this step rather than after the last one.
 */
export async function detailErrorsOf(details: CabDetails, lang: Language): Promise<DetailErrors> {
  const { cabDetailsForm } = await loadSchemas();
  const result = cabDetailsForm.safeParse(details, { reportInput: true });
  if (result.success) return {};
  const fields = translateFieldMessages(
    fieldErrorsFromIssues(result.error.issues as unknown as ValidationIssue[], isLoadedMessageKey),
    lang,
  );
  const errors: DetailErrors = {};
  for (const [field, texts] of Object.entries(fields)) {
    if (field in details) errors[field as keyof CabDetails] = texts.join(MESSAGE_SEPARATOR);
  }
  return errors;
}
