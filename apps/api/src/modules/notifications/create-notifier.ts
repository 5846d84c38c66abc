import type { FastifyBaseLogger } from 'fastify';
import { settingsPathOfKind, topicOfKind } from '@bedesten/core/notifications/kinds';
import { readNotificationSettings } from '@bedesten/core/schemas/profile';
import { normaliseMobile } from '@bedesten/core/validation/phone';
import type { Language } from '@bedesten/core/i18n/languages';
import type { PushPayload } from '@bedesten/core/schemas/push';
import { PermanentJobError, type JobRunner } from '../../lib/jobs/job-runner.ts';
import type { Messenger, OutgoingMessage } from '../messaging/messenger.ts';
import type { NotificationsRepository, Recipient } from './notifications.repository.ts';
import type { Notice, NoticeChannel, Notifier } from './notifier.ts';
import { renderNoticeEmail, renderOrderEmail } from './order-email.ts';
import type { PushSender, StoredPushSubscription } from './push-sender.ts';
import { languageOf, renderMessage } from './render-notification.ts';

export interface NotifierDeps {
  repository: Pick<NotificationsRepository, 'add' | 'recipients' | 'forgetPushEndpoint' | 'pushDelivered'>;
  messenger: Messenger;
  /** Null when web push is off on this server. */
  push: PushSender | null;
  /** The absolute address site links are made from (PUBLIC_URL, else where the server listens). */
  siteUrl: () => string;
  /** Runs the pushes (and, through the messenger, the e-mails and SMS) in the background (ADR 0058). */
  jobs: JobRunner;
  log: FastifyBaseLogger;
}

/** The background job that delivers one web push to one browser. */
export const SEND_PUSH_JOB = 'push.send';

/** Notices that met a failure, sent again in the background; `inApp`: their in-app rows are not written yet. */
export const SEND_NOTICES_JOB = 'notices.send';
/** Tries of a notice job in all: retries after 2 s, 4 s, … about 4 min in all, past a database restart (ADR 0087). */
export const NOTICE_ATTEMPTS = 8;

interface NoticesJob {
  notices: Notice[];
  inApp: boolean;
}

interface PushJob {
  subscription: StoredPushSubscription;
  payload: PushPayload;
  kind: string;
}

const absolute = (base: string, link: string | null) =>
  link === null ? null : /^https?:\/\//.test(link) ? link : `${base}${link.startsWith('/') ? '' : '/'}${link}`;

/** Numbers already read, by calling code and number: libphonenumber parsed a vendor's number for every order. */
const e164ByNumber = new Map<string, string | null>();

function e164Of(person: Recipient): string | null {
  if (!person.countryCode || !person.mobile) return null;
  const key = `${person.countryCode} ${person.mobile}`;
  let e164 = e164ByNumber.get(key);
  if (e164 === undefined) {
    e164 = normaliseMobile(person.countryCode, person.mobile)?.e164 ?? null;
    if (e164ByNumber.size >= 10_000) e164ByNumber.clear();
    e164ByNumber.set(key, e164);
  }
  return e164;
}

/**
 * The one sender (see `Notifier`): every notice becomes an in-app row; then,
 * with one read of everyone's addresses, toggles and browsers, each notice
 * goes by e-mail, SMS and web push as that person's toggles for the kind's
 * topic allow, written in their language with absolute links; the e-mails
 * and SMS of the whole batch go to the messenger at once, and the pushes to
 * the job runner, so each is sent (and retried) in the background. A channel
 * that fails is logged and the others still go; the caller never sees an error.
 */
export function createNotifier(deps: NotifierDeps): Notifier {
  const { repository, log } = deps;

  /**
   * A notice's e-mail, HTML with its plain-text twin: an order's shows the
   * order; any other its sentence, its details and its link. The settings
   * link leads a partner to their panel's settings, anyone else to their account's.
   */
  function email(to: string, text: string, link: string | null, lang: Language, notice: Notice, name: string | null) {
    const details = (notice.emailDetails ?? []).map((d) => renderMessage(d.messageKey, d.params, lang));
    const settingsLink = absolute(deps.siteUrl(), settingsPathOfKind(notice.kind))!;
    const rendered = notice.mail
      ? renderOrderEmail(notice.mail, { lang, headline: text, name, link, settingsLink, details })
      : renderNoticeEmail({ lang, headline: text, details, link, settingsLink });
    return {
      channel: 'email',
      to,
      subject: rendered.subject,
      body: rendered.text,
      html: rendered.html,
    } satisfies OutgoingMessage;
  }

  // One push to one browser: a browser gone (404/410, or an endpoint at no known push service) is forgotten; a busy
  // or failing push service (429, 5xx, no answer) throws so the runner tries again; an address the outbound guard
  // refused (ADR 0083) or any other refusal will not change by trying again.
  deps.jobs.register<PushJob>(SEND_PUSH_JOB, async ({ subscription, payload, kind }) => {
    const sender = deps.push;
    if (!sender) return;
    const { outcome, status } = await sender.send(subscription, payload);
    if (outcome === 'gone') await repository.forgetPushEndpoint(subscription.endpoint);
    else if (outcome === 'sent') await repository.pushDelivered(subscription.endpoint);
    else if (outcome === 'blocked') {
      throw new PermanentJobError(`push service resolved to an address that is not public (${kind})`);
    } else if (status === undefined || status === 429 || status >= 500) {
      throw new Error(`push service answered ${status ?? 'nothing'} (${kind})`);
    } else throw new PermanentJobError(`push service refused a notification: ${status} (${kind})`);
  });

  function push(person: Recipient, notice: Notice, text: string, link: string | null): PushJob[] {
    if (!deps.push) return [];
    const payload: PushPayload = { title: 'Bedesten', body: text, link, tag: `${notice.kind}:${notice.link ?? ''}` };
    return person.subscriptions.map((subscription) => ({
      subscription: { endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth },
      payload,
      kind: notice.kind,
    }));
  }

  /** The e-mails and SMS one person is owed, and their pushes (collected). */
  function outgoing(person: Recipient, notices: Notice[], pushes: PushJob[]): OutgoingMessage[] {
    const lang = languageOf(person.language);
    const toggles = readNotificationSettings(person.toggles);
    const mobile = e164Of(person);
    const base = deps.siteUrl();
    return notices.flatMap((notice) => {
      const allowed = (channel: NoticeChannel) => !notice.channels || notice.channels.includes(channel);
      const toggle = toggles[topicOfKind(notice.kind)];
      const on = {
        email: toggle.email && allowed('email'),
        sms: toggle.sms && allowed('sms'),
        push: toggle.push && allowed('push'),
      };
      const text = renderMessage(notice.messageKey, notice.params, lang);
      const link = absolute(base, notice.link);
      const to = person.email ?? notice.fallbackEmail ?? null;
      if (on.push && person.subscriptions.length > 0) pushes.push(...push(person, notice, text, link));
      return [
        ...(on.email && to ? [email(to, text, link, lang, notice, person.name)] : []),
        ...(on.sms && mobile ? [{ channel: 'sms' as const, to: mobile, body: link ? `${text} ${link}` : text }] : []),
      ];
    });
  }

  const rowsOf = (notices: Notice[]) =>
    notices
      .filter((n) => n.inApp !== false)
      .map((n) => ({
        userId: n.userId,
        kind: n.kind,
        messageKey: n.messageKey,
        params: n.params as Record<string, string | number>,
        link: n.link,
      }));
  const peopleOf = (notices: Notice[]) => [...new Set(notices.map((notice) => notice.userId))];

  /** The e-mails, SMS and pushes of notices whose in-app rows are written; only reading the recipients throws. */
  async function sendChannels(notices: Notice[], known?: Map<string, Recipient>): Promise<void> {
    const people = known ?? (await repository.recipients(peopleOf(notices)));
    const byPerson = new Map<string, Notice[]>();
    for (const notice of notices) byPerson.set(notice.userId, [...(byPerson.get(notice.userId) ?? []), notice]);
    const pushes: PushJob[] = [];
    const messages = [...byPerson].flatMap(([userId, list]) => {
      const person = people.get(userId);
      try {
        return person ? outgoing(person, list, pushes) : [];
      } catch (error) {
        log.error({ err: error, userId }, 'could not send notifications to a person');
        return [];
      }
    });
    await Promise.all([
      deps.messenger
        .sendAll(messages)
        .catch((error: unknown) => log.error({ err: error }, 'notification messages failed')),
      deps.jobs
        .enqueueMany(pushes.map((payload) => ({ name: SEND_PUSH_JOB, payload })))
        .catch((error: unknown) => log.error({ err: error }, 'could not queue push notifications')),
    ]);
  }

  const later = (name: string, payload: unknown) =>
    deps.jobs
      .enqueue(name, payload, { attempts: NOTICE_ATTEMPTS })
      .catch((error: unknown) => log.error({ err: error, job: name }, 'could not queue notices to try again'));

  // Notices that met a failure, tried again with backoff: first their in-app rows (one insert: written whole or
  // not at all), then their channels as a job of its own, so a retry never writes the rows twice (ADR 0087).
  deps.jobs.register<NoticesJob>(SEND_NOTICES_JOB, async ({ notices, inApp }) => {
    if (!inApp) return sendChannels(notices);
    await repository.add(rowsOf(notices));
    await sendChannels(notices).catch(async (error: unknown) => {
      log.warn({ err: error }, 'could not read who to notify: trying again');
      await later(SEND_NOTICES_JOB, { notices, inApp: false } satisfies NoticesJob);
    });
  });

  const notifier: Notifier = {
    async notify(notices) {
      if (notices.length === 0) return;
      // The in-app rows and the read of the recipients need not wait for each other.
      const [written, people] = await Promise.all([
        repository.add(rowsOf(notices)).then(
          () => true,
          (error: unknown) => {
            log.warn({ err: error }, 'could not write in-app notifications: trying again');
            return false;
          },
        ),
        repository.recipients(peopleOf(notices)).catch((error: unknown) => {
          log.warn({ err: error }, 'could not read who to notify: trying again');
          return undefined;
        }),
      ]);
      if (!written) return later(SEND_NOTICES_JOB, { notices, inApp: true } satisfies NoticesJob);
      if (!people) return later(SEND_NOTICES_JOB, { notices, inApp: false } satisfies NoticesJob);
      await sendChannels(notices, people);
    },

    durable(name, build) {
      const job = `notices.of.${name}`;
      // Built again from the payload on each try: the reads behind it failed, nothing was written yet.
      deps.jobs.register(job, async (payload) => notifier.notify(await build(payload as never)));
      return async (payload) => {
        let notices: Notice[];
        try {
          notices = await build(payload);
        } catch (error) {
          log.warn({ err: error, job }, 'could not work out the notices: trying again');
          return later(job, payload);
        }
        await notifier.notify(notices);
      };
    },

    debounced(name, build, options) {
      const job = `notices.later.${name}`;
      // Built when it runs, from what the database says then; a failed build is tried again by the runner.
      deps.jobs.register(job, async (payload) => notifier.notify(await build(payload as never)));
      return (payload) =>
        deps.jobs
          .enqueue(job, payload, {
            attempts: NOTICE_ATTEMPTS,
            delayMs: options.delayMs,
            key: `${name}:${options.key(payload)}`,
          })
          .catch((error: unknown) => log.error({ err: error, job }, 'could not queue notices for later'));
    },
  };
  return notifier;
}
