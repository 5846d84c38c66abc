import { z } from 'zod';
import { STAFF_ROLES } from '../auth/roles.ts';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';

/** A calendar day, `YYYY-MM-DD`; the audit log's date filter reads it in UTC. */
const day = z.iso.date();
const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().max(120).optional());

/**
 * Filters of the audit log (ADR 0037): who (`actor`: an account id, or part
 * of their name or e-mail), what (`action`: exact, or a prefix such as
 * `store.`), to what (`subject_type`, `subject_id`), and a range of days
 * (`from`, `to`, both included).
 */
export const auditLogQuery = pageQuerySchema.extend({
  actor: optionalText,
  action: optionalText,
  subject_type: optionalText,
  subject_id: optionalText,
  from: z.preprocess(emptyAsUndefined, day.optional()),
  to: z.preprocess(emptyAsUndefined, day.optional()),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** One staff action as the log keeps it: who (and their role then), what, to what, before/after, why, when. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({
    id: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    role: z.enum(STAFF_ROLES).nullable(),
  }),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = pagedListSchema(auditEntrySchema);
