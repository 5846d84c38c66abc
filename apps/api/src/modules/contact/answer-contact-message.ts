import { notFound } from '@bedesten/core/errors/app-error';
import { formatDate } from '@bedesten/core/i18n/dates';
import type { ContactDeps } from './contact.deps.ts';
import { emailText, senderLanguage } from './contact-emails.ts';
import type { ContactMessageListRow } from './contact.repository.ts';

/**
 * Staff answer a contact message: the answer is e-mailed to the sender in
 * the language they wrote in (with their message quoted), kept, and the
 * message is marked answered. Returns the message before and after.
 */
export async function answerContactMessage(
  { repository, messenger }: ContactDeps,
  input: { id: string; staffId: string; body: string },
): Promise<{ before: ContactMessageListRow; after: ContactMessageListRow }> {
  const before = await repository.find(input.id);
  if (!before) throw notFound('contact_message_not_found');
  const lang = senderLanguage(before.language);
  const date = formatDate(before.createdAt, lang, 'day');
  await messenger.queue({
    channel: 'email',
    to: before.email,
    subject: emailText('contact_reply_email_subject', lang, { subject: before.subject }),
    body: emailText('contact_reply_email_body', lang, {
      name: before.name,
      reply: input.body,
      date,
      message: before.message,
    }),
  });
  await repository.addReply(input.id, input.staffId, input.body);
  const after = await repository.find(input.id);
  return { before, after: after! };
}
