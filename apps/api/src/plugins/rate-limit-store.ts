import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { isRedisUp, markRedisUnresponsive, REDIS_COMMAND_TIMEOUT_MS } from '../lib/redis.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** @fastify/rate-limit's store contract (`read` is what `createRateLimit(…)(request, { increment: false })` uses). */
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteParams): Store;
}
/** What the plugin hands a store and its children: the merged limit settings. */
interface RouteParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo: { method?: string; url?: string };
}

/**
 * The two counters behind the fallback, ours rather than the plugin's (its stores are not part of its public
 * API): a fixed window a key, as the plugin counts by default. The app sets neither `continueExceeding` nor
 * `exponentialBackoff`, so neither is offered.
 */
const COUNT_IN_REDIS = `
  local current = redis.call('INCR', KEYS[1])
  local ttl = tonumber(ARGV[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ttl) else ttl = redis.call('PTTL', KEYS[1]) end
  return {current, ttl}
`;
const READ_IN_REDIS = `
  local current = redis.call('GET', KEYS[1])
  if not current then return {0, 0} end
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then ttl = 0 end
  return {tonumber(current), ttl}
`;

type CountingRedis = Redis & {
  bedestenRateCount(key: string, windowMs: number): Promise<[number, number]>;
  bedestenRateRead(key: string): Promise<[number, number]>;
};

function refuseUnsupported(settings: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
  if (settings.continueExceeding || settings.exponentialBackoff) {
    throw new Error('the rate-limit store counts fixed windows only (no continueExceeding, no exponentialBackoff)');
  }
}

class RedisCounter implements Store {
  private readonly redis: CountingRedis;
  private readonly prefix: string;

  constructor(redis: Redis, prefix: string) {
    const counting = redis as CountingRedis;
    if (typeof counting.bedestenRateCount !== 'function') {
      redis.defineCommand('bedestenRateCount', { numberOfKeys: 1, lua: COUNT_IN_REDIS });
      redis.defineCommand('bedestenRateRead', { numberOfKeys: 1, lua: READ_IN_REDIS });
    }
    this.redis = counting;
    this.prefix = prefix;
  }

  incr(key: string, callback: Callback, timeWindow: number) {
    this.redis.bedestenRateCount(this.prefix + key, timeWindow).then(
      ([current, ttl]) => callback(null, { current, ttl }),
      (error: Error) => callback(error),
    );
  }

  read(key: string, callback: Callback) {
    this.redis.bedestenRateRead(this.prefix + key).then(
      ([current, ttl]) => callback(null, { current, ttl }),
      (error: Error) => callback(error),
    );
  }

  child(routeOptions: RouteParams): Store {
    refuseUnsupported(routeOptions);
    const { method, url } = routeOptions.routeInfo;
    return new RedisCounter(this.redis, `${this.prefix}${method}${url}-`);
  }
}

/** This instance's count: windows in a Map, the oldest dropped past `cache` keys (the plugin's default, 5 000). */
class MemoryCounter implements Store {
  private readonly windows = new Map<string, { current: number; startedAt: number }>();
  private readonly cache: number;

  constructor(cache = 5_000) {
    this.cache = cache;
  }

  incr(key: string, callback: Callback, timeWindow: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) window = { current: 0, startedAt: now };
    window.current += 1;
    // Re-inserted, so the Map's order is the order of last use and the first key is the one to drop.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.cache) this.windows.delete(this.windows.keys().next().value!);
    callback(null, { current: window.current, ttl: timeWindow - (now - window.startedAt) });
  }

  read(key: string, callback: Callback, timeWindow: number) {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) return callback(null, { current: 0, ttl: 0 });
    callback(null, { current: window.current, ttl: timeWindow - (now - window.startedAt) });
  }

  child(routeOptions: RouteParams): Store {
    refuseUnsupported(routeOptions);
    return new MemoryCounter(routeOptions.cache);
  }
}

/** Whether the limits are counted in Redis right now; one per plugin, shared by every route's child store. */
interface Mode {
  shared: boolean;
  log: FastifyBaseLogger;
  timeoutMs: number;
}

function note(mode: Mode, shared: boolean, error?: unknown) {
  if (mode.shared === shared) return;
  mode.shared = shared;
  if (shared) mode.log.info('rate limits: counted in Redis again, shared by every instance');
  else mode.log.warn({ err: error }, 'rate limits: Redis unavailable, counting per instance until it is back');
}

/**
 * Counts in Redis while it answers, and in this instance's memory when it is
 * away or does not answer within the command timeout (ADR 0080): limits
 * become per instance for a while instead of every request waiting on Redis
 * and failing. The memory count starts afresh; back on Redis, its own count
 * (which kept its window) is used again.
 */
class FallbackStore implements Store {
  private readonly redis: Redis;
  private readonly remote: Store;
  private readonly local: Store;
  private readonly mode: Mode;

  constructor(redis: Redis, remote: Store, local: Store, mode: Mode) {
    this.redis = redis;
    this.remote = remote;
    this.local = local;
    this.mode = mode;
  }

  private run(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    if (!isRedisUp(this.redis)) {
      note(this.mode, false);
      this.local[method](key, callback, timeWindow, max);
      return;
    }
    let done = false;
    const fallBack = (error: unknown) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      note(this.mode, false, error);
      this.local[method](key, callback, timeWindow, max);
    };
    const timer = setTimeout(() => {
      // Until it answers again, the next requests do not wait for it too.
      markRedisUnresponsive(this.redis);
      fallBack(new Error(`Redis did not answer within ${this.mode.timeoutMs} ms`));
    }, this.mode.timeoutMs);
    this.remote[method](
      key,
      (error, result) => {
        if (error) return fallBack(error);
        if (done) return;
        done = true;
        clearTimeout(timer);
        note(this.mode, true);
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.run('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.run('read', key, callback, timeWindow, max);
  }

  child(routeOptions: RouteParams): Store {
    return new FallbackStore(this.redis, this.remote.child(routeOptions), this.local.child(routeOptions), this.mode);
  }
}

/**
 * The store class to give @fastify/rate-limit as `store` (it constructs it
 * with the plugin's settings): Redis under `nameSpace`, memory as the fallback.
 */
export function redisWithFallbackStore(
  redis: Redis,
  options: { nameSpace: string; log: FastifyBaseLogger; timeoutMs?: number },
): FastifyRateLimitStoreCtor {
  const mode: Mode = { shared: true, log: options.log, timeoutMs: options.timeoutMs ?? REDIS_COMMAND_TIMEOUT_MS };
  // The plugin's typings call a child's argument route options; it is the merged limit settings (RouteParams).
  return class extends FallbackStore {
    constructor(settings: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number }) {
      refuseUnsupported(settings);
      super(redis, new RedisCounter(redis, options.nameSpace), new MemoryCounter(settings.cache), mode);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
