import type { EventBus } from '../../lib/event-bus.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { ChatPresence } from './chat-presence.ts';
import type { ChatRepository } from './chat.repository.ts';

/** A session as the socket re-checks it on each heartbeat (a sign-out elsewhere closes the socket). */
export interface SessionState {
  expiresAt: Date;
  revokedAt: Date | null;
  deletedAt: Date | null;
}

/** What buildApp hands the chat module. */
export interface ChatDeps {
  repository: ChatRepository;
  notifier: Notifier;
  events: EventBus;
  presence: ChatPresence;
  /** The title of a broadcast request the store replied to (the requests module), or undefined. */
  repliedRequestTitle(storeId: string, requestId: string): Promise<string | undefined>;
  findSession(id: string): Promise<SessionState | undefined>;
  /** The site's public origin, which a browser's socket must come from when it signs in by cookie. */
  publicUrl: string | undefined;
}
