import type { FastifyBaseLogger } from 'fastify';
import { message } from '@bedesten/core/messages/catalogue';
import { topicOfKind } from '@bedesten/core/notifications/kinds';
import { readNotificationSettings } from '@bedesten/core/schemas/profile';
import { normaliseMobile } from '@bedesten/core/validation/phone';
import type { Language } from '@bedesten/core/i18n/languages';
import type { Messenger } from '../messaging/messenger.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { Notice, Notifier } from './notifier.ts';
import type { PushSender } from './push-sender.ts';
import { languageOf, renderMessage } from './render-notification.ts';

export interface NotifierDeps {
  repository: Pick<NotificationsRepository, 'add' | 'recipient' | 'forgetPushEndpoint' | 'pushDelivered'>;
  messenger: Messenger;
  /** Null when web push is off on this server. */
  push: PushSender | null;
  /** The absolute address site links are made from (PUBLIC_URL, else where the server listens). */
  siteUrl: () => string;
  log: FastifyBaseLogger;
}

type Recipient = NonNullable<Awaited<ReturnType<NotificationsRepository['recipient']>>>;

const absolute = (base: string, link: string | null) =>
  link === null ? null : /^https?:\/\//.test(link) ? link : `${base}${link.startsWith('/') ? '' : '/'}${link}`;

function e164Of(person: Recipient): string | null {
  if (!person.countryCode || !person.mobile) return null;
  return normaliseMobile(person.countryCode, person.mobile)?.e164 ?? null;
}

/**
 * The one sender (see `Notifier`): every notice becomes an in-app row; then,
 * per person (one read of their addresses, toggles and browsers), each notice
 * goes by e-mail, SMS and web push as that person's toggles for the kind's
 * topic allow, written in their language with absolute links. A channel that
 * fails is logged and the others still go; the caller never sees an error.
 */
export function createNotifier(deps: NotifierDeps): Notifier {
  const { repository, log } = deps;

  async function email(to: string, text: string, link: string | null, lang: Language) {
    const footer = link ? `\n\n${message('notification_email_footer', lang, { link })}` : '';
    await deps.messenger.send({
      channel: 'email',
      to,
      subject: text,
      body: `${text}${footer}\n\n${message('notification_email_settings', lang)}\n\nBedesten`,
    });
  }

  async function push(person: Recipient, notice: Notice, text: string, link: string | null) {
    const sender = deps.push;
    if (!sender) return;
    await Promise.all(
      person.subscriptions.map(async (subscription) => {
        try {
          const { outcome, status } = await sender.send(subscription, {
            title: 'Bedesten',
            body: text,
            link,
            tag: `${notice.kind}:${notice.link ?? ''}`,
          });
          if (outcome === 'gone') await repository.forgetPushEndpoint(subscription.endpoint);
          else if (outcome === 'sent') await repository.pushDelivered(subscription.endpoint);
          else log.warn({ status, kind: notice.kind }, 'push service refused a notification');
        } catch (error) {
          log.warn({ err: error, kind: notice.kind }, 'push notification failed');
        }
      }),
    );
  }

  async function channel(name: string, notice: Notice, send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      log.error({ err: error, channel: name, kind: notice.kind }, 'notification channel failed');
    }
  }

  async function deliver(userId: string, notices: Notice[]) {
    const person = await repository.recipient(userId);
    if (!person) return;
    const lang = languageOf(person.language);
    const toggles = readNotificationSettings(person.toggles);
    const mobile = e164Of(person);
    const base = deps.siteUrl();
    for (const notice of notices) {
      const on = toggles[topicOfKind(notice.kind)];
      const text = renderMessage(notice.messageKey, notice.params, lang);
      const link = absolute(base, notice.link);
      const to = person.email ?? notice.fallbackEmail ?? null;
      await Promise.all([
        on.email && to ? channel('email', notice, () => email(to, text, link, lang)) : null,
        on.sms && mobile
          ? channel('sms', notice, () =>
              deps.messenger.send({ channel: 'sms', to: mobile, body: link ? `${text} ${link}` : text }),
            )
          : null,
        on.push && person.subscriptions.length > 0 ? push(person, notice, text, link) : null,
      ]);
    }
  }

  return {
    async notify(notices) {
      if (notices.length === 0) return;
      try {
        await repository.add(
          notices.map((n) => ({
            userId: n.userId,
            kind: n.kind,
            messageKey: n.messageKey,
            params: n.params as Record<string, string | number>,
            link: n.link,
          })),
        );
      } catch (error) {
        log.error({ err: error }, 'could not write in-app notifications');
      }
      const byPerson = new Map<string, Notice[]>();
      for (const notice of notices) byPerson.set(notice.userId, [...(byPerson.get(notice.userId) ?? []), notice]);
      await Promise.all(
        [...byPerson].map(([userId, list]) =>
          deliver(userId, list).catch((error: unknown) =>
            log.error({ err: error, userId }, 'could not send notifications to a person'),
          ),
        ),
      );
    },
  };
}
