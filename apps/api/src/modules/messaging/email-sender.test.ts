import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpEmailSender } from './email-sender.ts';

/** An SMTP server on this machine that says yes to everything and keeps each message's raw DATA. */
async function fakeSmtpServer() {
  const messages: string[] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP test');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) reply('250 localhost');
        else if (command.startsWith('DATA')) {
          inData = true;
          reply('354 go ahead');
        } else if (command.startsWith('QUIT')) {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { messages, port, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the SMTP e-mail sender', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
  beforeAll(async () => {
    smtp = await fakeSmtpServer();
  });
  afterAll(() => smtp.close());

  it('sends a message with an HTML part as multipart/alternative: the plain text, then the HTML', async () => {
    const sender = createSmtpEmailSender(
      `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      'Bedesten <no-reply@bedesten.example>',
    );
    await sender.send({
      to: 'ayse@example.cy',
      subject: 'Siparişiniz yolda',
      text: 'Siparişiniz size doğru yolda.',
      html: '<!DOCTYPE html><html lang="tr"><body><p>Siparişiniz size doğru yolda.</p></body></html>',
    });
    expect(smtp.messages).toHaveLength(1);
    const raw = smtp.messages[0]!;
    const boundary = /Content-Type: multipart\/alternative;\s*boundary="?([^"\r\n]+)"?/i.exec(raw)?.[1];
    expect(boundary).toBeTruthy();
    const parts = raw.split(`--${boundary}`).slice(1, -1);
    expect(parts.map((part) => /Content-Type: ([\w/]+)/i.exec(part)?.[1])).toEqual(['text/plain', 'text/html']);
    expect(parts[0]).toMatch(/charset=utf-8/i);
    expect(parts[1]).toMatch(/charset=utf-8/i);
  });

  it('sends a text-only message as plain text', async () => {
    const sender = createSmtpEmailSender(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, 'no-reply@bedesten.example');
    await sender.send({ to: 'ayse@example.cy', subject: 'Code', text: 'Your code is 1234' });
    const raw = smtp.messages.at(-1)!;
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).not.toMatch(/multipart\/alternative/i);
  });
});
