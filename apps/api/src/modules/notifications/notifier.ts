import type { MessageKey, MessageParams } from '@bedesten/core/messages/catalogue';
import type { NotificationKind } from '@bedesten/core/notifications/kinds';
import type { NotificationsRepository } from './notifications.repository.ts';

/** One thing to tell one person: a catalogue message (rendered in their language) and where it leads. */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  messageKey: MessageKey;
  params: MessageParams;
  /** A site path ("/order?id=…"); channels that leave the site make it absolute. */
  link: string | null;
  /** Where to e-mail when the account has no address of its own (an order's contact e-mail). */
  fallbackEmail?: string | null;
}

/**
 * The one way modules tell people something (reviews, questions, wishlist,
 * staff decisions, orders). Always an in-app notification; e-mail, SMS and
 * push as each person's toggles for the kind's topic allow. Never throws:
 * a failed channel is logged, the caller's work stands.
 */
export interface Notifier {
  notify(notices: Notice[]): Promise<void>;
  /**
   * `build` made durable under a name, registered while the app is built:
   * the answer builds the notices from a payload (plain JSON, e.g. an order
   * event) and sends them now; when the build's reads or the in-app write
   * fail (a connection killed, the database restarting), the rest is tried
   * again in the background with backoff, so the notices come late but are
   * not lost (ADR 0087). Never throws.
   */
  durable<P>(name: string, build: (payload: P) => Promise<Notice[]>): (payload: P) => Promise<void>;
}

/** In-app only (the channel sender, `createNotifier`, is what buildApp uses); for tests that need no channels. */
export function createInAppNotifier(repository: NotificationsRepository): Notifier {
  const notifier: Notifier = {
    durable: (_name, build) => async (payload) => notifier.notify(await build(payload)),
    async notify(notices) {
      await repository.add(
        notices.map((n) => ({
          userId: n.userId,
          kind: n.kind,
          messageKey: n.messageKey,
          params: n.params as Record<string, string | number>,
          link: n.link,
        })),
      );
    },
  };
  return notifier;
}
