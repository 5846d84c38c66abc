import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { isRedisUp, logRedisTransitions, withinRedisTimeout } from './redis.ts';
import type { ChatMessage, ChatSide } from '@bedesten/core/schemas/chat';
import type { RideStatus } from '@bedesten/core/cabs/ride-status';

/**
 * What happened to orders and catalogues, for whoever cares (notifications,
 * the vendor's live panel, wishlist alerts). Checkout and order changes publish; they never call the
 * notification code directly, so the modules stay apart.
 */
export type DomainEvent =
  | {
      type: 'order.placed';
      orderId: string;
      number: number;
      storeId: string;
      /** The store owner's account, who gets the new-order alert. */
      vendorUserId: string | null;
      userId: string;
      total: number;
      currency: string;
      /** The order's contact e-mail (present when storeTitle is). */
      email?: string | null;
      /** The store's name, when the publisher had it at hand (else the notices read it). */
      storeTitle?: string;
      /** False when no line took limited stock (so no saved product can have run out); absent: unknown. */
      tookStock?: boolean;
      /**
       * A bank-transfer order's payment instructions (ADR 0089), for the customer's order-placed e-mail: IBAN in
       * electronic form (shown grouped in fours), amount in minor units. Absent for other payment methods.
       */
      bank_transfer?: {
        payee: 'store' | 'platform';
        iban: string;
        bic: string | null;
        account_holder: string;
        payment_reference: string;
        amount: number;
        currency: string;
      };
    }
  | {
      type: 'order.status_changed';
      orderId: string;
      number: number;
      storeId: string;
      vendorUserId: string | null;
      userId: string;
      from: string;
      to: string;
      actor: 'vendor' | 'customer' | 'staff' | 'system';
      /** Why, as the one who moved it wrote it (a cancellation's reason); absent or null when none was given. */
      reason?: string | null;
    }
  | {
      type: 'order.paid';
      orderId: string;
      number: number;
      storeId: string;
      vendorUserId: string | null;
      userId: string;
    }
  | {
      /** A vendor changed stock, prices or switches (after commit); `productIds` null: every product of the store. */
      type: 'catalogue.products_changed';
      storeId: string;
      productIds: string[] | null;
    }
  | {
      /** A booked ride was offered to these drivers (their panels sound the alarm). */
      type: 'ride.offered';
      rideId: string;
      driverIds: string[];
      from: string;
      to: string;
      pickupAt: string;
    }
  | {
      /** A ride these drivers were offered is no longer open (another driver took it, or it was cancelled). */
      type: 'ride.taken';
      rideId: string;
      driverIds: string[];
    }
  | {
      /**
       * A ride changed status: its customer's and these drivers' open pages hear it (the one who took,
       * completed or gave it up, and those whose offer it closed).
       */
      type: 'ride.status_changed';
      rideId: string;
      status: RideStatus;
      customerUserId: string;
      driverUserIds: string[];
    }
  | {
      /** In-app notifications of these people were added or read: their header badges count again. */
      type: 'notifications.changed';
      userIds: string[];
    }
  | {
      /**
       * A write succeeded on instance `origin`: the others forget their few seconds' public answers, or,
       * when `settingsKeys` names any, those staff settings (lib/cache-fan-out.ts).
       */
      type: 'caches.stale';
      origin: string;
      settingsKeys: string[];
    }
  | (ChatParties & {
      /** A chat message was saved: every instance pushes it to the sockets it holds for either party (ADR 0034). */
      type: 'chat.message';
      message: ChatMessage;
    })
  | (ChatParties & {
      /** A socket of the recipient received these messages. */
      type: 'chat.delivered';
      messageIds: string[];
      deliveredAt: string;
    })
  | (ChatParties & {
      /** `side` opened the conversation: the other side's messages are read. */
      type: 'chat.read';
      side: ChatSide;
      readAt: string;
    })
  | (ChatParties & {
      /** `side` is typing; only the other party hears it. */
      type: 'chat.typing';
      side: ChatSide;
    });

/** Who a chat event is for: the conversation's customer and the account that owns its store (null: none now). */
interface ChatParties {
  conversationId: string;
  customerId: string;
  vendorUserId: string | null;
}

export type EventType = DomainEvent['type'];
type Handler<T extends EventType> = (event: Extract<DomainEvent, { type: T }>) => Promise<void> | void;
type AnyHandler = (event: DomainEvent) => Promise<void> | void;

export interface EventBus {
  /**
   * After the change is committed: runs this instance's `onLocal` handlers
   * (work that must happen once: rows, e-mails) and reaches `onEveryInstance`
   * handlers on every instance (pushing to the browsers each one holds).
   */
  publish(event: DomainEvent): Promise<void>;
  /**
   * `publish`, started now and not awaited: for work the caller's answer need
   * not wait for (an order's notifications). Still once, on this instance;
   * a failure is logged; `settled` and `close` wait for it.
   */
  publishInBackground(event: DomainEvent): void;
  /** Resolves once every background publish started so far has run. */
  settled(): Promise<void>;
  onLocal<T extends EventType>(type: T, handler: Handler<T>): void;
  onEveryInstance<T extends EventType>(type: T, handler: Handler<T>): void;
  /**
   * True while events reach every instance and this one hears theirs: with
   * Redis, while it is up and subscribed; without, always (this is the only
   * instance). `listener` hears each
   * change: whoever keeps copies of what other instances may change forgets
   * them then, since events may have been missed meanwhile (ADR 0080).
   */
  acrossInstances(): boolean;
  onAcrossInstancesChange(listener: (across: boolean) => void): void;
  close(): Promise<void>;
}

/**
 * Pub/sub channels are the one thing Redis shares between its numbered
 * databases, and ioredis's key prefix does not apply to them: a deployment on
 * database N (a second one on the same server, `npm run cluster`, the cluster
 * test) or under its own key prefix (each test app) hears only its own events.
 */
export function eventChannelOf(redis: Redis): string {
  const database = redis.options.db ?? 0;
  const channel = `${redis.options.keyPrefix ?? ''}bedesten:events`;
  return database === 0 ? channel : `${channel}:${database}`;
}

/**
 * In-process by default; with Redis, "every instance" handlers hear events
 * through Redis pub/sub, so N API instances behind a load balancer all push
 * a new order to the vendor's open panel, wherever it is connected. A
 * failing handler is logged and never fails the request that published.
 * While Redis is away (or this instance is not subscribed), an event reaches
 * this instance's handlers directly: realtime keeps working for the sockets
 * held here, and nothing waits on Redis beyond its command timeout (ADR 0080).
 */
export function createEventBus(options: { log: FastifyBaseLogger; redis?: Redis | undefined }): EventBus {
  const local = new Map<EventType, AnyHandler[]>();
  const everywhere = new Map<EventType, AnyHandler[]>();
  const subscriber = options.redis?.duplicate({ autoResubscribe: false, enableOfflineQueue: false });
  // Its losses are logged once while the bus runs; one closed mid-handshake must not print ioredis's own warning.
  subscriber?.on('error', () => {});
  const inFlight = new Set<Promise<void>>();
  const channel = options.redis ? eventChannelOf(options.redis) : '';

  async function run(handlers: Map<EventType, AnyHandler[]>, event: DomainEvent) {
    for (const handler of handlers.get(event.type) ?? []) {
      try {
        await handler(event);
      } catch (error) {
        options.log.error({ err: error, event: event.type }, 'event handler failed');
      }
    }
  }

  /** Whether this instance's subscriber is listening on the channel now. */
  let subscribed = false;
  let across = !options.redis;
  const acrossListeners: ((across: boolean) => void)[] = [];
  const review = () => {
    const now = subscribed && options.redis !== undefined && isRedisUp(options.redis);
    if (now === across) return;
    across = now;
    for (const listener of acrossListeners) listener(now);
  };
  const stopLogging: (() => void)[] = [];

  if (subscriber && options.redis) {
    stopLogging.push(logRedisTransitions(subscriber, options.log, 'event subscriber'));
    // Subscribed anew on every (re)connection, rather than by ioredis's resubscribe, so a subscriber
    // that first connects after a start without Redis subscribes too (its offline queue is off).
    subscriber.on('ready', () => {
      subscriber
        .subscribe(channel)
        .then(() => {
          subscribed = true;
          review();
        })
        .catch((error: unknown) => options.log.warn({ err: error }, 'event bus subscribe'));
    });
    subscriber.on('close', () => {
      subscribed = false;
      review();
    });
    options.redis.on('ready', review);
    options.redis.on('close', review);
    subscriber.on('message', (_channel: string, raw: string) => {
      try {
        void run(everywhere, JSON.parse(raw) as DomainEvent);
      } catch (error) {
        options.log.error({ err: error }, 'event bus message');
      }
    });
  }

  async function publish(event: DomainEvent) {
    await run(local, event);
    const redis = options.redis;
    let sent = false;
    if (redis && isRedisUp(redis)) {
      try {
        await withinRedisTimeout(redis.publish(channel, JSON.stringify(event)), undefined, redis);
        sent = true;
      } catch (error) {
        options.log.warn({ err: error, event: event.type }, 'event bus publish failed: this instance only');
      }
    }
    // Not sent, or sent but not heard back here: this instance's own handlers run now.
    if (!sent || !subscribed) await run(everywhere, event);
  }

  async function settled() {
    while (inFlight.size > 0) await Promise.all(inFlight);
  }

  return {
    publish,
    publishInBackground(event) {
      const work = publish(event)
        .catch((error: unknown) => options.log.error({ err: error, event: event.type }, 'background event failed'))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    },
    settled,
    onLocal(type, handler) {
      local.set(type, [...(local.get(type) ?? []), handler as unknown as AnyHandler]);
    },
    onEveryInstance(type, handler) {
      everywhere.set(type, [...(everywhere.get(type) ?? []), handler as unknown as AnyHandler]);
    },
    acrossInstances: () => across,
    onAcrossInstancesChange(listener) {
      acrossListeners.push(listener);
    },
    async close() {
      // An order's notifications already under way still go out before the process stops.
      await settled();
      for (const stop of stopLogging) stop();
      options.redis?.off('ready', review);
      options.redis?.off('close', review);
      // QUIT needs a connection; without one there is nothing to say goodbye to.
      if (subscriber && isRedisUp(subscriber)) await withinRedisTimeout(subscriber.quit()).catch(() => {});
      subscriber?.disconnect();
    },
  };
}
