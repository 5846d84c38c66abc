import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * Redis is optional while running, not only at start (ADR 0080): whoever uses
 * it asks `isRedisUp` first and falls back to this instance when it is not,
 * and a command sent to a Redis that stopped answering fails within
 * `REDIS_COMMAND_TIMEOUT_MS`. No request ever waits for Redis longer than that.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** How long a connection attempt may take: a host that drops packets would otherwise hold the retries 10 s each. */
const CONNECT_TIMEOUT_MS = 2_000;
/** Reconnection never stops; the wait between tries grows to this. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/** Reconnects for ever: 100 ms, 200 ms, … up to two seconds between tries. */
export const reconnectForEver = (times: number) => Math.min(times * 100, MAX_RECONNECT_DELAY_MS);

/**
 * A Redis connection for cross-instance state (rate limits, pub/sub,
 * presence), only when REDIS_URL is set. While it is away, commands fail at
 * once (no offline queue piling up behind a dead server) and callers fall
 * back; a connected server that stops answering fails them after the command
 * timeout. It reconnects on its own.
 */
export function connectRedis(url: string, extra: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: reconnectForEver,
    lazyConnect: false,
    ...extra,
  });
  // Without a listener ioredis prints every failed reconnection try; the app logs losses once (logRedisTransitions).
  redis.on('error', () => {});
  return redis;
}

/**
 * After a command timed out, a connection counts as down for this long: a
 * Redis that hangs with its connection open (until TCP gives up, minutes)
 * then costs one request in a few seconds the timeout, not every request.
 */
export const UNRESPONSIVE_PAUSE_MS = 3_000;
const unresponsiveUntil = new WeakMap<Redis, number>();

/** Says that `redis` did not answer in time: callers fall back at once for UNRESPONSIVE_PAUSE_MS, then try it again. */
export function markRedisUnresponsive(redis: Redis): void {
  unresponsiveUntil.set(redis, Date.now() + UNRESPONSIVE_PAUSE_MS);
}

/** True while commands can be sent (connected, past the ready check, not just timed out); anything else: fall back now. */
export const isRedisUp = (redis: Redis): boolean =>
  redis.status === 'ready' && (unresponsiveUntil.get(redis) ?? 0) <= Date.now();

/**
 * `work`, or a rejection after `ms`: for connections whose options the caller
 * did not choose (a test's, a duplicate), so no caller waits on Redis longer.
 * A timeout, or ioredis's own, marks `redis` unresponsive.
 */
export function withinRedisTimeout<T>(work: Promise<T>, ms = REDIS_COMMAND_TIMEOUT_MS, redis?: Redis): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout])
    .catch((error: unknown) => {
      if (redis && isTimeout(error)) markRedisUnresponsive(redis);
      throw error;
    })
    .finally(() => clearTimeout(timer));
}

const isTimeout = (error: unknown) => error instanceof Error && /did not answer|Command timed out/.test(error.message);

/** What ioredis (and `withinRedisTimeout`) say when Redis cannot be reached or does not answer, rather than a command error. */
const CONNECTION_MESSAGES =
  /Stream isn't writeable|Connection is closed|did not answer|Command timed out|max retries per request|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE/i;

export function isRedisConnectionError(error: unknown): boolean {
  return (
    error instanceof Error && CONNECTION_MESSAGES.test(`${error.message} ${(error as { code?: string }).code ?? ''}`)
  );
}

/** REDIS_URL as it may be printed: any password (and user name) replaced by `***`. */
export function redisUrlForLog(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    if (parsed.username && parsed.username !== 'default') parsed.username = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(REDIS_URL is not a URL)';
  }
}

/**
 * Resolves `true` once `redis` is ready, or `false` after `ms` with the last
 * connection error (ECONNREFUSED, ENOTFOUND, NOAUTH …) for the start message.
 */
export async function waitForRedis(redis: Redis, ms: number): Promise<{ up: boolean; reason?: string }> {
  if (isRedisUp(redis)) return { up: true };
  let lastError: string | undefined;
  const onError = (error: Error & { code?: string }) => {
    lastError = error.code ?? error.message;
  };
  let onReady = () => {};
  let timer: NodeJS.Timeout | undefined;
  redis.on('error', onError);
  try {
    const up = await new Promise<boolean>((resolve) => {
      onReady = () => resolve(true);
      redis.once('ready', onReady);
      timer = setTimeout(() => resolve(false), ms);
    });
    return up ? { up } : { up, reason: lastError ?? `no answer within ${ms} ms` };
  } finally {
    clearTimeout(timer);
    redis.off('error', onError);
    redis.off('ready', onReady);
  }
}

/**
 * Logs a connection's losses and returns once each, not every failed
 * reconnection try (every two seconds for as long as Redis is away). Also
 * the `error` listener ioredis wants, or it prints each error itself.
 */
export function logRedisTransitions(redis: Redis, log: FastifyBaseLogger, what: string): () => void {
  let lost = false;
  const onError = (error: Error & { code?: string }) => {
    if (lost) return;
    lost = true;
    log.warn(
      { err: error, redis: what },
      `Redis (${what}) unreachable: falling back to this instance until it is back`,
    );
  };
  const onClose = () => {
    if (lost || redis.status === 'end') return;
    lost = true;
    log.warn({ redis: what }, `Redis (${what}) connection lost: falling back to this instance until it is back`);
  };
  const onReady = () => {
    if (!lost) return;
    lost = false;
    log.info({ redis: what }, `Redis (${what}) is back`);
  };
  redis.on('error', onError);
  redis.on('close', onClose);
  redis.on('ready', onReady);
  return () => {
    redis.off('error', onError);
    redis.off('close', onClose);
    redis.off('ready', onReady);
  };
}
