import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as addresses from './schema/addresses.ts';
import * as carts from './schema/carts.ts';
import * as catalogue from './schema/catalogue.ts';
import * as identity from './schema/identity.ts';
import * as messaging from './schema/messaging.ts';
import * as notifications from './schema/notifications.ts';
import * as offers from './schema/offers.ts';
import * as orders from './schema/orders.ts';
import * as platform from './schema/platform.ts';
import * as products from './schema/products.ts';
import * as stores from './schema/stores.ts';
import * as uploads from './schema/uploads.ts';

export const schema = {
  ...identity,
  ...addresses,
  ...messaging,
  ...catalogue,
  ...stores,
  ...products,
  ...uploads,
  ...platform,
  ...carts,
  ...offers,
  ...orders,
  ...notifications,
};
export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;
/** A transaction, handed between modules as an opaque unit of work (a step runs inside its caller's transaction). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// Counts and sums come back as int8/numeric strings by default; our amounts fit in JS numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return {
    db: drizzle(pool, { schema }),
    pool,
    close: () => pool.end(),
  };
}

/** Replaces the database name in a connection string. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Quotes an identifier for the few statements (CREATE DATABASE) that cannot take parameters. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
