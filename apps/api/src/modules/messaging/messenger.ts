import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@bedesten/core/errors/app-error';
import type { EmailSender } from './email-sender.ts';
import type { MessagingRepository } from './messaging.repository.ts';
import type { SmsSender } from './sms-sender.ts';

export type OutgoingMessage =
  { channel: 'email'; to: string; subject: string; body: string } | { channel: 'sms'; to: string; body: string };

/** Sends e-mail and SMS through their providers; outside production also keeps a copy in the outbox. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
  /**
   * Many messages at once (a notifier's fan-out): one outbox write for all;
   * a provider that fails for one is logged and the others still go. Never throws.
   */
  sendAll(messages: OutgoingMessage[]): Promise<void>;
}

const outboxRow = (message: OutgoingMessage) => ({
  channel: message.channel,
  to: message.to,
  subject: message.channel === 'email' ? message.subject : null,
  body: message.body,
});

export function createMessenger(deps: {
  repository: MessagingRepository;
  email: EmailSender;
  sms: SmsSender;
  outboxEnabled: boolean;
  log: FastifyBaseLogger;
}): Messenger {
  /** True when the provider took it; a failure is logged. */
  async function deliver(message: OutgoingMessage): Promise<boolean> {
    try {
      if (message.channel === 'email') {
        await deps.email.send({ to: message.to, subject: message.subject, text: message.body });
      } else {
        await deps.sms.send({ to: message.to, text: message.body });
      }
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

    async sendAll(messages) {
      if (messages.length === 0) return;
      if (deps.outboxEnabled) {
        await deps.repository
          .addToOutbox(messages.map(outboxRow))
          .catch((error: unknown) => deps.log.error({ err: error }, 'could not keep messages in the outbox'));
      }
      await Promise.all(messages.map(deliver));
    },
  };
}
