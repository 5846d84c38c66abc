import type { MessageKey, MessageParams } from '@bedesten/core/messages/catalogue';
import type { NotificationKind } from '@bedesten/core/notifications/kinds';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { OrderMail } from './order-email.ts';

/** The channels beyond in-app, each as the person's toggles for the kind's topic allow. */
export type NoticeChannel = 'email' | 'sms' | 'push';

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
  /** Paragraphs only the e-mail carries, after the message (a bank transfer's account and reference, ADR 0089). */
  emailDetails?: { messageKey: MessageKey; params: MessageParams }[];
  /** An order's notice: its e-mail shows the order (items, totals, address, what happens next), not just the line. */
  mail?: OrderMail;
  /** The channels this notice may take (default: all); an order's status e-mail and SMS go later, once (see `debounced`). */
  channels?: readonly NoticeChannel[];
  /** False: no in-app row (the row was written when it happened; this is the later e-mail of it). Default true. */
  inApp?: boolean;
}

/**
 * The one way modules tell people something (reviews, questions, wishlist,
 * staff decisions, orders). An in-app notification (unless the notice is
 * the later e-mail of one); e-mail, SMS and push as each person's toggles
 * for the kind's topic (and the notice's `channels`) allow. Never throws:
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
  /**
   * `build` run once, `delayMs` after the first call of a key, as a job of
   * the runner (durable: it waits in Redis with BullMQ, and runs at the
   * latest when an in-process runner closes); calls with the same key
   * meanwhile change nothing, so the build reads what the state is by then
   * (an order's status e-mail after a burst of changes tells the last one).
   */
  debounced<P>(
    name: string,
    build: (payload: P) => Promise<Notice[]>,
    options: { delayMs: number; key: (payload: P) => string },
  ): (payload: P) => Promise<void>;
}

/** In-app only (the channel sender, `createNotifier`, is what buildApp uses); for tests that need no channels. */
export function createInAppNotifier(repository: NotificationsRepository): Notifier {
  const notifier: Notifier = {
    durable: (_name, build) => async (payload) => notifier.notify(await build(payload)),
    debounced: (_name, build) => async (payload) => notifier.notify(await build(payload)),
    async notify(notices) {
      await repository.add(
        notices
          .filter((n) => n.inApp !== false)
          .map((n) => ({
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
