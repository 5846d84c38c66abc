import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@bedesten/core/errors/app-error';
import type { JobRunner } from '../../lib/jobs/job-runner.ts';
import type { EmailSender } from './email-sender.ts';
import type { MessagingRepository } from './messaging.repository.ts';
import type { SmsSender } from './sms-sender.ts';

export type OutgoingMessage =
  | {
      channel: 'email';
      to: string;
      subject: string;
      /** The plain-text part. */
      body: string;
      /** The HTML part, when the message has one (multipart/alternative with `body`). */
      html?: string;
    }
  | { channel: 'sms'; to: string; body: string };

/** The background job that hands one message to its provider (ADR 0058). */
export const SEND_MESSAGE_JOB = 'message.send';

/** Sends e-mail and SMS through their providers; outside production also keeps a copy in the outbox. */
export interface Messenger {
  /**
   * A message the person is waiting for on the screen (a one-time code, a
   * reset code): handed to the provider now, in the request, so the answer
   * can say it did not go (503 in production) and they can ask again.
   */
  send(message: OutgoingMessage): Promise<void>;
  /**
   * A message nobody waits for (an alert, a contact-form copy): kept in the
   * outbox now, sent by a background job, retried with backoff, and in the
   * failed-jobs list for staff if the provider keeps refusing. Never throws.
   */
  queue(message: OutgoingMessage): Promise<void>;
  /** Many messages at once (a notifier's fan-out), as `queue`: one outbox write, one enqueue for all. */
  sendAll(messages: OutgoingMessage[]): Promise<void>;
}

const outboxRow = (message: OutgoingMessage) => ({
  channel: message.channel,
  to: message.to,
  subject: message.channel === 'email' ? message.subject : null,
  body: message.body,
  html: message.channel === 'email' ? (message.html ?? null) : null,
});

export function createMessenger(deps: {
  repository: MessagingRepository;
  email: EmailSender;
  sms: SmsSender;
  outboxEnabled: boolean;
  jobs: JobRunner;
  log: FastifyBaseLogger;
}): Messenger {
  async function handOver(message: OutgoingMessage) {
    if (message.channel === 'email') {
      await deps.email.send({
        to: message.to,
        subject: message.subject,
        text: message.body,
        ...(message.html ? { html: message.html } : {}),
      });
    } else {
      await deps.sms.send({ to: message.to, text: message.body });
    }
  }
  // A failure throws, so the runner tries again later.
  deps.jobs.register<OutgoingMessage>(SEND_MESSAGE_JOB, handOver);

  /** True when the provider took it; a failure is logged. */
  async function deliver(message: OutgoingMessage): Promise<boolean> {
    try {
      await handOver(message);
      return true;
    } catch (error) {
      deps.log.error({ err: error, channel: message.channel }, 'message provider failed');
      return false;
    }
  }

  return {
    async send(message) {
      if (deps.outboxEnabled) await deps.repository.addToOutbox([outboxRow(message)]);
      // With an outbox the person can still read the message; in production it is lost, so say so.
      if (!(await deliver(message)) && !deps.outboxEnabled) throw new AppError(503, 'message_send_failed');
    },

    async queue(message) {
      await this.sendAll([message]);
    },

    async sendAll(messages) {
      if (messages.length === 0) return;
      if (deps.outboxEnabled) {
        await deps.repository
          .addToOutbox(messages.map(outboxRow))
          .catch((error: unknown) => deps.log.error({ err: error }, 'could not keep messages in the outbox'));
      }
      await deps.jobs
        .enqueueMany(messages.map((payload) => ({ name: SEND_MESSAGE_JOB, payload })))
        .catch((error: unknown) => deps.log.error({ err: error }, 'could not queue messages'));
    },
  };
}
