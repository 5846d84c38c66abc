import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, demoTrusted } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createSmtpEmailSender, type EmailMessage, type EmailSender } from './email-sender.ts';
import { createHttpSmsSender, type SmsMessage, type SmsSender } from './sms-sender.ts';

/** Just enough SMTP for nodemailer to hand over one message; collects what it received. */
function fakeSmtpServer(received: string[]): TcpServer {
  return createTcpServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          } else received.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

const listen = async <T extends Server | TcpServer>(server: T): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

describe('message providers', () => {
  it('sends SMS as a JSON POST with the bearer token', async () => {
    const requests: { body: unknown; auth: string | undefined }[] = [];
    const server = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (c) => (body += c));
      request.on('end', () => {
        requests.push({ body: JSON.parse(body), auth: request.headers.authorization });
        response.writeHead(requests.length === 1 ? 202 : 500).end('{}');
      });
    });
    const port = await listen(server);
    try {
      const sms = createHttpSmsSender({ url: `http://127.0.0.1:${port}/send`, token: 'tok-123', sender: 'Bedesten' });
      await sms.send({ to: '+35799123456', text: '1234 is your code' });
      expect(requests).toEqual([
        { body: { to: '+35799123456', from: 'Bedesten', text: '1234 is your code' }, auth: 'Bearer tok-123' },
      ]);
      await expect(sms.send({ to: '+35799123456', text: 'again' })).rejects.toThrow(/500/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('sends e-mail over SMTP with nodemailer', async () => {
    const received: string[] = [];
    const server = fakeSmtpServer(received);
    const port = await listen(server);
    try {
      const email = createSmtpEmailSender(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Bedesten <no-reply@bedesten.cy>');
      await email.send({ to: 'ayse@example.cy', subject: 'Your Bedesten code: 1234', text: 'Your code is 1234.' });
      const message = received.join('\n');
      expect(message).toMatch(/^To: ayse@example\.cy$/m);
      expect(message).toMatch(/^Subject: Your Bedesten code: 1234$/m);
      expect(message).toContain('Your code is 1234.');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('outbox and providers in the app', () => {
  const emails: EmailMessage[] = [];
  const texts: SmsMessage[] = [];
  const email: EmailSender = { name: 'fake', send: async (m) => void emails.push(m) };
  const sms: SmsSender = { name: 'fake', send: async (m) => void texts.push(m) };

  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ providers: { email, sms } });
  });
  afterAll(() => ctx.close());

  it('sends through the provider and keeps a copy, newest first, in the language of the account', async () => {
    const user = await createUser(ctx.database, { language: 'tr' });
    const to = `+357${user.mobile}`;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/loginWithOTP',
      payload: { mobile: user.mobile },
      remoteAddress: '10.5.0.1',
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/forgot',
      payload: { email: user.email },
      remoteAddress: '10.5.0.2',
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/forgot',
      payload: { mobile: user.mobile },
      remoteAddress: '10.5.0.3',
    });

    expect(texts.filter((t) => t.to === to).map((t) => t.text)).toHaveLength(1);
    expect(texts.at(-1)!.text).toMatch(/^\d{4} Bedesten doğrulama kodunuzdur\./);
    expect(emails.at(-1)).toMatchObject({
      to: user.email,
      subject: expect.stringMatching(/^Bedesten doğrulama kodunuz/),
    });

    const outbox = await ctx.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(`+357 ${user.mobile}`)}`,
      headers: demoTrusted(ctx.app),
    });
    expect(outbox.statusCode).toBe(200);
    const messages = outbox.json().data;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', to, subject: null, body: texts.at(-1)!.text });

    const byEmail = await ctx.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${user.email!.toUpperCase()}`,
      headers: demoTrusted(ctx.app),
    });
    expect(byEmail.json().data).toHaveLength(1);
  });

  it('lists newest first: the code on top is the one that works', async () => {
    const user = await createUser(ctx.database);
    const to = `+357${user.mobile}`;
    const send = (payload: Record<string, unknown>, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/loginWithOTP',
        payload: { mobile: user.mobile, ...payload },
        remoteAddress,
      });
    expect((await send({}, '10.5.1.1')).statusCode).toBe(200);
    // Past the one-a-minute rule without waiting a minute.
    await ctx.database.pool.query(
      "update otp_codes set created_at = created_at - interval '2 minutes' where destination = $1",
      [to],
    );
    expect((await send({}, '10.5.1.2')).statusCode).toBe(200);

    const messages = (
      await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}`, headers: demoTrusted(ctx.app) })
    ).json().data;
    expect(messages).toHaveLength(2);
    expect(Date.parse(messages[0].created_at)).toBeGreaterThanOrEqual(Date.parse(messages[1].created_at));
    const codeOf = (body: string) => /\b(\d{4})\b/.exec(body)![1];
    const older = codeOf(messages[1].body);
    const newer = codeOf(messages[0].body);
    if (older !== newer) expect((await send({ otp: older }, '10.5.1.3')).statusCode).toBe(400);
    expect((await send({ otp: newer }, '10.5.1.3')).statusCode).toBe(200);
  });
});

describe('in production', () => {
  const texts: SmsMessage[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(48), SEED_DEMO: 'false' },
      providers: { sms: { name: 'fake', send: async (m) => void texts.push(m) } },
    });
  });
  afterAll(() => ctx.close());

  it('has no outbox route and keeps no copies', async () => {
    const user = await createUser(ctx.database);
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/loginWithOTP', payload: { mobile: user.mobile } });
    expect(sent.statusCode).toBe(200);
    expect(texts).toHaveLength(1);
    // Not even for the holder of the demo token: there is no such route.
    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: demoTrusted(ctx.app) });
    expect(outbox.statusCode).toBe(404);
    const rows = await ctx.database.pool.query('select count(*)::int as n from outbox');
    expect(rows.rows[0].n).toBe(0);
  });

  it('says so when the SMS provider fails', async () => {
    const failing = await createTestApp({
      env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(48) },
      providers: { sms: { name: 'down', send: async () => Promise.reject(new Error('gateway down')) } },
    });
    try {
      const user = await createUser(failing.database);
      const response = await failing.app.inject({
        method: 'POST',
        url: '/api/loginWithOTP',
        payload: { mobile: user.mobile },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('We could not send the message, please try again');
    } finally {
      await failing.close();
    }
  });
});
