import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import { quoteIdent, type Db, type Tx } from './client.ts';

/** SQL text with its own `$n` parameters, run as it is (see `runStatement`). */
export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * Builds an insert into `table` as Drizzle's insert builder would (the same columns, each value through its
 * column's encoder, `$defaultFn` for a value left out, else the column's `default`), but as plain text and a
 * parameter array: Drizzle rebuilds a whole SQL tree for every insert, and on the order's three-table insert
 * that cost the server more time than the database spent on it. Values must be plain values; an `sql` value
 * is refused.
 */
export function insertInto<T extends PgTable>(table: T) {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(
    // A generated (computed) column takes no value; Drizzle leaves it out the same way.
    ([, column]) => column.generated === undefined || column.generated.type === 'byDefault',
  );
  const tableName = getTableName(table);
  const head = `insert into ${quoteIdent(tableName)} (${columns.map(([, column]) => quoteIdent(column.name)).join(', ')}) values `;

  /** `insert into "table" (columns) values (…), (…)`, numbering its parameters from `firstParam`. */
  return (rows: T['$inferInsert'][], firstParam = 1): Statement => {
    const params: unknown[] = [];
    const tuples = rows.map((row) => {
      const values = columns.map(([key, column]) => {
        let value = (row as Record<string, unknown>)[key];
        if (value === undefined && column.defaultFn !== undefined) value = column.defaultFn();
        else if (value === undefined && !column.default && column.onUpdateFn !== undefined) value = column.onUpdateFn();
        if (value === undefined) return 'default';
        if (is(value, SQL)) throw new Error(`insertInto(${tableName}): ${key} is SQL, not a value`);
        params.push(value === null ? null : column.mapToDriverValue(value));
        return `$${firstParam + params.length - 1}`;
      });
      return `(${values.join(', ')})`;
    });
    return { text: head + tuples.join(', '), params };
  };
}

/** Runs a statement built as text (named and prepared by the pool's rules, see reused-plan.ts). */
export function runStatement(on: Db | Tx, statement: Statement): Promise<QueryResult<Record<string, unknown>>> {
  return on._.session
    .prepareQuery({ sql: statement.text, params: statement.params }, undefined, undefined, false)
    .execute() as Promise<QueryResult<Record<string, unknown>>>;
}
