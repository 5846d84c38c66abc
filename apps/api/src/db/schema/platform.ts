import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small platform facts kept across restarts, e.g. when demo data was seeded. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
