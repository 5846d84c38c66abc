import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { statementName } from './reused-plan.ts';
import * as addresses from './schema/addresses.ts';
import * as audit from './schema/audit.ts';
import * as carts from './schema/carts.ts';
import * as catalogue from './schema/catalogue.ts';
import * as chat from './schema/chat.ts';
import * as contact from './schema/contact.ts';
import * as content from './schema/content.ts';
import * as identity from './schema/identity.ts';
import * as messaging from './schema/messaging.ts';
import * as notifications from './schema/notifications.ts';
import * as offers from './schema/offers.ts';
import * as orders from './schema/orders.ts';
import * as platform from './schema/platform.ts';
import * as products from './schema/products.ts';
import * as requests from './schema/requests.ts';
import * as reviews from './schema/reviews.ts';
import * as stores from './schema/stores.ts';
import * as uploads from './schema/uploads.ts';
import * as wishlist from './schema/wishlist.ts';

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
  ...reviews,
  ...wishlist,
  ...requests,
  ...chat,
  ...content,
  ...contact,
  ...audit,
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

/** How long a request waits for a connection before it is told the database is unavailable (503). */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool that survives losing its server. node-postgres emits 'error' on a
 * client whose connection dies: the pool listens while the client is idle
 * (and drops it), but a client checked out (inside a transaction, between
 * two statements) has no listener of its own, and an unheard 'error' event
 * ends the process. Every client therefore gets a listener for its whole
 * life; the query that was running fails, the caller answers 503, and the
 * pool, which never takes back a client that is no longer queryable, opens
 * new connections once the server answers again. Nothing outside the pool
 * keeps a client.
 */
export function connectDatabase(
  url: string,
  options: { max?: number; connectionTimeoutMillis?: number; onError?: (error: Error) => void } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? CONNECT_TIMEOUT_MS,
    // A server that vanished without closing the socket (a host gone, a cable pulled) is noticed too.
    keepAlive: true,
    // No `plan_cache_mode` here (ADR 0062): forcing generic plans reaches node-postgres's unnamed statements
    // too, so the product list's `limit $1 offset $2` was planned for any limit and scanned the whole catalogue.
    // Left at `auto`, an unnamed statement is planned for its values and a named one (reused-plan.ts) keeps
    // one generic plan per connection after its first five runs.
  });
  const onError = options.onError ?? (() => {});
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    wrapQuery(client);
  });
  return {
    db: drizzle(pool, { schema }),
    pool,
    close: () => pool.end(),
  };
}

/**
 * Two things every statement of a pooled client passes through:
 *
 * - A statement marked by `reusedPlan` (or given a name by Drizzle's `.prepare`) goes out as a named,
 *   server-side prepared statement (see reused-plan.ts).
 * - Drizzle's `transaction` checks a client out of the pool and sends `begin` before its try/finally, so a
 *   connection that dies between the two (a restart, a terminated backend) is never released: the pool
 *   shrinks by one client per fault until nothing can be served. When `begin` fails on a pooled client we
 *   release it ourselves, with the error, so the pool drops it; Drizzle never releases in that path.
 */
function wrapQuery(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const statement = args[0];
    // A submittable (a cursor, a stream) is passed as it is.
    const config =
      typeof statement === 'object' && statement !== null && !('submit' in statement)
        ? (statement as pg.QueryConfig)
        : null;
    const text = typeof statement === 'string' ? statement : config?.text;
    if (config && typeof text === 'string') {
      const name = statementName(text, config.name);
      if (name !== config.name) args[0] = { ...config, name };
    }
    const result = query(...args);
    if (typeof text !== 'string' || !/^\s*begin\b/i.test(text) || !(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
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
