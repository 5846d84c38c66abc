import { z } from 'zod';

/** A message as the outbox keeps it outside production (`GET /api/dev/outbox`, the `/dev/outbox` page). */
export const outboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** An e-mail's HTML part (its `body` is the plain-text part); null for an SMS or a text-only e-mail. */
  html: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `to`: an e-mail address or an E.164 number ("+35799123456"; spaces are ignored). */
export const outboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const outboxResponseSchema = z.object({ data: z.array(outboxMessageSchema) });
