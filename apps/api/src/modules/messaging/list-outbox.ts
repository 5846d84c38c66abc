import type { OutboxMessage } from '@bedesten/core/schemas/outbox';
import type { MessagingRepository } from './messaging.repository.ts';

/** What reading the outbox needs: buildApp hands in the messaging repository as one. */
export type OutboxReader = Pick<MessagingRepository, 'listOutbox'>;

/**
 * The outbox is keyed by lower-cased e-mail or E.164 number; a person pastes
 * "+357 99 123456" or "Ayse@Example.cy", so spaces and case are forgiven. An
 * unencoded "+" in a query string arrives as a space, so numbers get it back.
 */
export function normaliseRecipient(to: string): string {
  if (to.includes('@')) return to.trim().toLowerCase();
  const digits = to.replace(/[\s().+-]/g, '');
  return `+${digits}`;
}

export async function listOutbox(
  repository: OutboxReader,
  query: { to?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const rows = await repository.listOutbox({
    ...(query.to ? { to: normaliseRecipient(query.to) } : {}),
    limit: query.limit,
  });
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.body,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  }));
}
