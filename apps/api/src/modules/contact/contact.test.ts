import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { needHelpDetails } from '../../db/schema/content.ts';
import { outbox } from '../../db/schema/messaging.ts';
import { staffMutationsWithoutAudit } from '../../plugins/audit.ts';
import { createSignedInUser, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('contact form and the staff inbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { SUPPORT_EMAIL: 'help-desk@example.cy' } });
  });
  afterAll(() => ctx.close());

  type Headers = Record<string, string>;
  let address = 0;
  /** Each test sends from an address of its own, so the per-address limit is only met where it is tested. */
  const nextAddress = () => `10.20.0.${++address}`;
  const send = (payload: object, lang = 'en', remoteAddress = nextAddress(), headers: Headers = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { ...headers, 'accept-language': lang },
      payload,
      remoteAddress,
    });
  const get = (url: string, headers: Headers = {}, lang = 'en') =>
    ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });
  const post = (url: string, headers: Headers, payload: object, lang = 'en') =>
    ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': lang }, payload });
  const mailTo = (to: string) =>
    ctx.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
  const staff = (role: 'staff' | 'manager' | 'admin' | 'super_admin' = 'staff') =>
    createSignedInUser(ctx.app, ctx.database, { name: 'Selin Demir', staffRole: role });
  const valid = (overrides: object = {}) => ({
    name: 'Ayşe Kaya',
    email: uniqueEmail('ayse'),
    mobile: '+357 99 123456',
    subject: 'Bir sipariş',
    message: 'Siparişim  iki gündür gelmedi . Yardım eder misiniz?',
    ...overrides,
  });

  it('keeps a guest’s message, e-mails the support desk and sends the sender a copy in their language', async () => {
    const body = valid();
    const sent = await send(body, 'tr');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe('Teşekkürler. Mesajınız gönderildi, size e-posta ile yanıt vereceğiz.');
    const id = sent.json().data.id as string;

    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'Ayşe Kaya',
      email: body.email,
      mobile: '+357 99 123456',
      subject: 'Bir sipariş',
      language: 'tr',
      status: 'new',
      userId: null,
      ip: '10.20.0.1',
    });

    const [desk] = await mailTo('help-desk@example.cy');
    expect(desk?.subject).toBe('Contact form: Bir sipariş');
    expect(desk?.body).toContain(`From: Ayşe Kaya <${body.email}>`);
    expect(desk?.body).toContain(`/admin/contact-messages/${id}`);
    // What the visitor wrote reaches staff exactly as written.
    expect(desk?.body).toContain('Siparişim  iki gündür gelmedi . Yardım eder misiniz?');

    const [copy] = await mailTo(body.email);
    expect(copy?.subject).toBe('Mesajınızı aldık: Bir sipariş');
    expect(copy?.body).toContain('Merhaba Ayşe Kaya');
    expect(copy?.body).toContain('Siparişim  iki gündür gelmedi . Yardım eder misiniz?');
  });

  it('e-mails the address of the need-help details when staff have set one, and links a signed-in sender', async () => {
    await ctx.database.db
      .insert(needHelpDetails)
      .values({ id: 'main', email: 'destek@example.cy', phone: '+357 22 000000', hoursEn: '9–17', hoursTr: '9–17' })
      .onConflictDoUpdate({ target: needHelpDetails.id, set: { email: 'destek@example.cy' } });
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const sent = await send(valid({ mobile: '' }), 'en', nextAddress(), customer.headers);
    expect(sent.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, sent.json().data.id));
    expect(row).toMatchObject({ userId: customer.user.id, mobile: null, language: 'en' });
    expect((await mailTo('destek@example.cy'))[0]?.subject).toBe('Contact form: Bir sipariş');
    await ctx.database.db.delete(needHelpDetails).where(eq(needHelpDetails.id, 'main'));
  });

  it('checks every field with catalogue messages, in English and Turkish', async () => {
    const bad = { name: ' ', email: 'not-an-email', mobile: 'call me', subject: '', message: 'short' };
    const en = await send(bad);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({
      name: ['Please enter your name'],
      email: ['Enter a valid e-mail address'],
      mobile: ['Invalid Mobile number'],
      subject: ['Please choose a subject'],
      message: ['Your message must be 10 to 5000 characters'],
    });
    const tr = await send({ ...bad, email: '' }, 'tr');
    expect(tr.statusCode).toBe(400);
    expect(tr.json().errors).toEqual({
      name: ['Lütfen adınızı girin'],
      email: ['E-posta adresini girin'],
      mobile: ['Geçersiz cep telefonu numarası'],
      subject: ['Lütfen bir konu seçin'],
      message: ['Mesajınız 10 ile 5000 karakter arasında olmalıdır'],
    });
    const long = await send(valid({ message: 'x'.repeat(5001), subject: 's'.repeat(151) }), 'en');
    expect(long.json().errors).toMatchObject({
      message: ['Your message must be 10 to 5000 characters'],
      subject: ['The subject must be no more than 150 characters'],
    });
  });

  it('takes at most five messages from one address every ten minutes', async () => {
    const from = nextAddress();
    for (let n = 0; n < 5; n += 1) expect((await send(valid(), 'en', from)).statusCode).toBe(201);
    const sixth = await send(valid(), 'en', from);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    // Another address is not held back.
    expect((await send(valid(), 'en', nextAddress())).statusCode).toBe(201);
  });

  it('keeps the inbox to staff: 401 signed out, 403 for a customer, open to every staff role', async () => {
    const id = (await send(valid())).json().data.id as string;
    expect((await get('/api/admin/contact-messages')).statusCode).toBe(401);
    const customer = await createSignedInUser(ctx.app, ctx.database);
    expect((await get('/api/admin/contact-messages', customer.headers)).statusCode).toBe(403);
    expect((await get(`/api/admin/contact-messages/${id}`, customer.headers)).statusCode).toBe(403);
    expect((await post(`/api/admin/contact-messages/${id}/reply`, customer.headers, { body: 'Hi' })).statusCode).toBe(
      403,
    );
    expect((await post(`/api/admin/contact-messages/${id}/status`, {}, { status: 'read' })).statusCode).toBe(401);
    for (const role of ['staff', 'manager', 'admin', 'super_admin'] as const) {
      const member = await staff(role);
      expect((await get('/api/admin/contact-messages', member.headers)).statusCode).toBe(200);
    }
  });

  it('lists by state, opens a message (marking it read) and answers it by e-mail in the sender’s language', async () => {
    const body = valid();
    const id = (await send(body, 'tr')).json().data.id as string;
    const member = await staff();

    const fresh = await get('/api/admin/contact-messages?status=new&per_page=100', member.headers);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().new_count).toBeGreaterThan(0);
    expect(fresh.json().data.map((m: { id: string }) => m.id)).toContain(id);
    expect(fresh.json().data.every((m: { status: string }) => m.status === 'new')).toBe(true);

    const opened = await get(`/api/admin/contact-messages/${id}`, member.headers);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      id,
      status: 'read',
      language: 'tr',
      read_by_name: 'Selin Demir',
      replies: [],
    });
    const read = await get('/api/admin/contact-messages?status=read&per_page=100', member.headers);
    expect(read.json().data.map((m: { id: string }) => m.id)).toContain(id);
    // Opening it again changes nothing, so the read is audited once.
    await get(`/api/admin/contact-messages/${id}`, member.headers);
    const reads = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contact_message.read'), eq(auditLog.subjectId, id)));
    expect(reads.map((e) => [e.actorId, e.before, e.after])).toEqual([
      [member.user.id, { status: 'new', reply_count: 0 }, { status: 'read', reply_count: 0 }],
    ]);

    const empty = await post(`/api/admin/contact-messages/${id}/reply`, member.headers, { body: '  ' }, 'tr');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.body).toEqual(['Lütfen bir yanıt yazın']);

    const answered = await post(`/api/admin/contact-messages/${id}/reply`, member.headers, {
      body: 'Siparişiniz bugün yola çıktı.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      message: 'Your answer was e-mailed',
      data: {
        status: 'answered',
        reply_count: 1,
        replies: [{ body: 'Siparişiniz bugün yola çıktı.', staff_name: 'Selin Demir' }],
      },
    });
    const [reply] = await mailTo(body.email);
    expect(reply?.subject).toBe('Ynt: Bir sipariş');
    expect(reply?.body).toContain('Merhaba Ayşe Kaya');
    expect(reply?.body).toContain('Siparişiniz bugün yola çıktı.');
    expect(reply?.body).toContain('tarihinde şunu yazdınız');

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contact_message.reply'), eq(auditLog.subjectId, id)));
    expect(entry).toMatchObject({
      actorId: member.user.id,
      actorRole: 'staff',
      subjectType: 'contact_message',
      before: { status: 'read', reply_count: 0 },
      after: { status: 'answered', reply_count: 1 },
    });
  });

  it('marks a message unread and read again, one audit entry each', async () => {
    const id = (await send(valid())).json().data.id as string;
    const member = await staff('manager');
    await get(`/api/admin/contact-messages/${id}`, member.headers);
    const unread = await post(`/api/admin/contact-messages/${id}/status`, member.headers, { status: 'new' }, 'tr');
    expect(unread.statusCode).toBe(200);
    expect(unread.json()).toMatchObject({
      message: 'Okunmadı olarak işaretlendi',
      data: { status: 'new', read_at: null },
    });
    const read = await post(`/api/admin/contact-messages/${id}/status`, member.headers, { status: 'read' });
    expect(read.json().data.status).toBe('read');
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contact_message.mark'), eq(auditLog.subjectId, id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [
        { status: 'read', reply_count: 0 },
        { status: 'new', reply_count: 0 },
      ],
      [
        { status: 'new', reply_count: 0 },
        { status: 'read', reply_count: 0 },
      ],
    ]);
    const bad = await post(`/api/admin/contact-messages/${id}/status`, member.headers, { status: 'answered' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for a message that does not exist, and writes no audit entry', async () => {
    const member = await staff();
    const missing = '00000000-0000-4000-8000-000000000000';
    const got = await get(`/api/admin/contact-messages/${missing}`, member.headers);
    expect(got.statusCode).toBe(404);
    expect(got.json().error).toBe('Message not found');
    expect(
      (await post(`/api/admin/contact-messages/${missing}/reply`, member.headers, { body: 'Hi' })).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/admin/contact-messages/${missing}/status`, member.headers, { status: 'read' })).statusCode,
    ).toBe(404);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, missing));
    expect(entries).toEqual([]);
  });

  it('declares an audit action on every staff write it adds', () => {
    expect(staffMutationsWithoutAudit(ctx.app).filter((route) => route.includes('contact'))).toEqual([]);
  });
});
