import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { EventBus } from '../lib/event-bus.ts';
import type { Messenger } from './messaging/messenger.ts';

/**
 * What the cart, offers, checkout, payments, orders, notifications and
 * vendor-sales modules get from `buildApp`: each builds its own repository
 * from `db` and talks to the others only through the event bus.
 */
export interface ModuleDeps {
  db: Db;
  config: Config;
  messenger: Messenger;
  events: EventBus;
  redis?: Redis | undefined;
}
