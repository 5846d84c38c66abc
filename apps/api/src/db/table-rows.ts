import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Turns raw rows of `select * from <table>` (the database's column names) into the table's row type, each
 * value through its column's own decoding, as Drizzle's query builder would. For the few hot statements
 * written as raw SQL because building them through the query builder cost more Node time than the
 * database spent on them (ADR 0056).
 */
export function tableRowMapper<T extends PgTable>(table: T): (row: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, column }));
  return (row) => {
    const mapped: Record<string, unknown> = {};
    for (const { key, name, column } of columns) {
      const value = row[name];
      mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return mapped as T['$inferSelect'];
  };
}
