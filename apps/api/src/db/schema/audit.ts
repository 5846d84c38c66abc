import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffRole } from './identity.ts';

/**
 * Every staff action (issue 14): who, what, when, before and after. The
 * table is append-only: migration 0014 adds a trigger that refuses UPDATE
 * and DELETE, so not even a bug in the API can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** No foreign key: the log outlives accounts, and a cascade would be an UPDATE the trigger refuses. */
    actorId: uuid('actor_id'),
    /** The actor's role at the time, kept because roles change. */
    actorRole: staffRole('actor_role'),
    /** What was done, e.g. `store.delete`, `user.restore`, `content.page.update`. */
    action: text('action').notNull(),
    /** What it was done to: a table-like kind and its id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);
