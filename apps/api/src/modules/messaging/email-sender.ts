import type { Transporter } from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML: sent with `text` as multipart/alternative, so every mail client shows one. */
  html?: string;
}

/** Where e-mail goes; swapped for a fake in tests. */
export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

/** Without SMTP_URL nothing is sent for real (the outbox still has it outside production). */
export const noEmailSender: EmailSender = { name: 'none', send: async () => {} };

/** nodemailer over the SMTP server of SMTP_URL ("smtp://user:pass@host:587", "smtps://…"). */
export function createSmtpEmailSender(url: string, from: string): EmailSender {
  // nodemailer (~5 MB of heap) loads with the first e-mail, not with every process.
  let transport: Promise<Transporter> | undefined;
  return {
    name: 'smtp',
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
      // Both parts given, nodemailer sends multipart/alternative: plain text first, HTML last (preferred).
      await (
        await transport
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}
