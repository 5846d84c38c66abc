import type { Language } from '@bedesten/core/i18n/languages';
import type { ContactUsBody } from '@bedesten/core/schemas/contact';
import type { ContactDeps } from './contact.deps.ts';
import { emailText } from './contact-emails.ts';

/**
 * A visitor's message from the contact form: kept for the staff inbox, then
 * e-mailed to the support address (the need-help details', else the
 * configured one) and a copy to the sender in their language.
 */
export async function sendContactMessage(
  { repository, messenger, supportEmail, siteUrl }: ContactDeps,
  input: { body: ContactUsBody; lang: Language; userId: string | null; ip: string },
) {
  const { body, lang } = input;
  const row = await repository.add({
    userId: input.userId,
    name: body.name,
    email: body.email,
    mobile: body.mobile ?? null,
    subject: body.subject,
    message: body.message,
    language: lang,
    ip: input.ip || null,
  });
  const staffTo = (await repository.supportEmail()) ?? supportEmail;
  await messenger.queue({
    channel: 'email',
    to: staffTo,
    subject: emailText('contact_staff_email_subject', 'en', { subject: body.subject }),
    body: emailText('contact_staff_email_body', 'en', {
      name: body.name,
      email: body.email,
      mobile: body.mobile ?? '-',
      language: lang === 'tr' ? 'Türkçe' : 'English',
      subject: body.subject,
      message: body.message,
      link: `${siteUrl()}/admin/contact-messages/${row.id}`,
    }),
  });
  await messenger.queue({
    channel: 'email',
    to: body.email,
    subject: emailText('contact_copy_email_subject', lang, { subject: body.subject }),
    body: emailText('contact_copy_email_body', lang, {
      name: body.name,
      subject: body.subject,
      message: body.message,
    }),
  });
  return row;
}
