import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { isRedisUp, withinRedisTimeout } from '../../lib/redis.ts';

/**
 * Who has a chat socket open anywhere, so a message to someone with none
 * becomes a notification instead (ADR 0034). One instance counts its own
 * sockets; with Redis every instance writes its sockets into a sorted set
 * per account, each entry with an expiry the heartbeat pushes forward, so an
 * instance that dies without closing its sockets stops counting after
 * `PRESENCE_TTL_MS`. While Redis is away (ADR 0080) only this instance's
 * sockets count, nothing waits on Redis, and its sockets are written again
 * as soon as it is back (a restarted Redis may have lost them).
 */
export interface ChatPresence {
  /** Counts one socket of the account as open; the answer takes it back. */
  add(userId: string): Promise<() => Promise<void>>;
  /** Keeps this instance's open sockets counted (the heartbeat calls it). */
  refresh(): Promise<void>;
  isOnline(userId: string): Promise<boolean>;
}

export const PRESENCE_TTL_MS = 90_000;

const keyOf = (userId: string) => `chat:online:${userId}`;

export function createChatPresence(redis: Redis | undefined, log?: FastifyBaseLogger): ChatPresence {
  const local = new Map<string, Set<string>>();
  const instance = randomUUID();

  const forget = (userId: string, socket: string) => {
    const open = local.get(userId);
    open?.delete(socket);
    if (open?.size === 0) local.delete(userId);
  };

  if (!redis) {
    return {
      async add(userId) {
        const socket = randomUUID();
        local.set(userId, (local.get(userId) ?? new Set()).add(socket));
        return async () => forget(userId, socket);
      },
      async refresh() {},
      async isOnline(userId) {
        return (local.get(userId)?.size ?? 0) > 0;
      },
    };
  }

  /** A Redis command, skipped while Redis is away and bounded in time; a failure is only logged (at debug: the heartbeat repeats it). */
  async function tryRedis<T>(command: () => Promise<T>): Promise<T | undefined> {
    if (!isRedisUp(redis!)) return undefined;
    try {
      return await withinRedisTimeout(command(), undefined, redis);
    } catch (error) {
      log?.debug({ err: error }, 'chat presence: Redis command failed');
      return undefined;
    }
  }

  const write = (userId: string, member: string) =>
    tryRedis(() =>
      redis
        .multi()
        .zadd(keyOf(userId), Date.now() + PRESENCE_TTL_MS, member)
        .pexpire(keyOf(userId), PRESENCE_TTL_MS)
        .exec(),
    );

  async function refresh() {
    await Promise.all(
      [...local].flatMap(([userId, sockets]) => [...sockets].map((socket) => write(userId, `${instance}:${socket}`))),
    );
  }
  redis.on('ready', () => void refresh());

  return {
    async add(userId) {
      const socket = randomUUID();
      const member = `${instance}:${socket}`;
      local.set(userId, (local.get(userId) ?? new Set()).add(socket));
      await write(userId, member);
      return async () => {
        forget(userId, socket);
        await tryRedis(() => redis.zrem(keyOf(userId), member));
      };
    },
    refresh,
    async isOnline(userId) {
      if ((local.get(userId)?.size ?? 0) > 0) return true;
      // Unknown while Redis is away: offline, so the recipient gets a notice rather than nothing.
      const count = await tryRedis(() => redis.zcount(keyOf(userId), Date.now(), '+inf'));
      return (count ?? 0) > 0;
    },
  };
}
