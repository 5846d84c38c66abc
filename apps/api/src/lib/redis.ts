import { Redis } from 'ioredis';

/** A Redis connection for cross-instance state (rate limits, pub/sub), only when REDIS_URL is set. */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    // Rate limiting must not hang a request when Redis is away: fail fast, let the store decide.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
}
