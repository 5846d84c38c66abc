/**
 * Errors that say the database cannot be reached right now, rather than that
 * a statement was wrong: the server is shutting down, restarting or gone, a
 * connection was terminated, or no connection came within the pool's time.
 * The request that meets one answers 503 with Retry-After; the pool opens
 * new connections on its own when the server is back.
 */

/** SQLSTATE classes 08 (connection exception) and 57P0x (operator intervention: terminated, shutting down, starting up). */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Socket errors of a server that is down, restarting or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** What node-postgres and its pool say when a connection died or none could be had in time. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /the database system is (shutting down|starting up|in recovery mode|not yet accepting connections)/,
  /terminating connection due to administrator command/,
];

function isUnavailableOne(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) {
    return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when `error`, or an error it wraps (Drizzle's `cause`, an AggregateError's `errors`), means the database is unavailable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 5) return false;
  if (isUnavailableOne(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** Seconds a client should wait before trying again while the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
