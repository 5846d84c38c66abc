import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { DEMO_CUSTOMER } from '../support/cart.ts';
import { demoStore } from '../support/checkout.ts';
import { waitForPath, whenReady } from '../support/identity.ts';
import { DEMO_VENDOR, signInTo } from '../support/orders.ts';
import { signInAsStaff } from '../support/staff.ts';
import {
  postRequest,
  requestBody,
  signInViaApi,
  uploadPicture,
  uploadVoiceNote,
  type Account,
} from '../support/staff-queues.ts';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** The card of a waiting request, looked for page by page (the queue is oldest first, ten a page). */
async function pendingRequest(page: Page, title: string, query = '') {
  const card = page.locator('article.admin-request').filter({ has: page.getByRole('heading', { name: title }) });
  for (let n = 1; n <= 20; n += 1) {
    await page.goto(`/admin/requests?status=pending&page=${n}${query}`);
    await page.locator('h1').first().waitFor();
    if ((await card.count()) > 0) return card;
    if ((await page.locator('article.admin-request').count()) === 0) break;
  }
  throw new Error(`"${title}" is not in the pending queue`);
}

/**
 * Staff screens of issue 12, end to end. The demo customer posts broadcast
 * requests through the API (one with a voice note); staff on a desktop in
 * English read one in full, reject it with a reason the customer is told and
 * approve another; the queue reads in Turkish on a phone. The customer opens
 * a chat with the demo store, the two write (a picture and a voice note
 * among the messages) and the customer reports it; staff find the report and
 * read the conversation, paging back. A customer gets no access to either page.
 */
describe('staff: broadcast request approval and reported chats', () => {
  let session: BrowserSession;
  let customer: Account;
  let customerName: string;
  let conversationId: string;
  const run = Date.now().toString(36);
  const toReject = `Halloumi for a picnic (${run})`;
  const toApprove = `Olives for the weekend (${run})`;
  const waiting = `Zeytin ve köy ekmeği (${run})`;
  const reason = 'Please say which part of Nicosia it should go to.';
  const reportReason = `Rude replies in this chat (${run})`;
  const firstNote = `Note 1 of the thread (${run})`;
  const lastText = `Can you deliver before noon? (${run})`;

  beforeAll(async () => {
    session = await openBrowser();
    customer = await signInViaApi(session.baseUrl, DEMO_CUSTOMER.email);
    customerName = (await customer.json<{ data: { name: string } }>('GET', '/api/get-profile-details')).data.name;
    const voice = await uploadVoiceNote(customer, 3);
    await postRequest(customer, toReject, { voice_note_url: voice.url });
    await postRequest(customer, toApprove);
    // Posted, then edited by its owner: staff see when it changed.
    const plain = { photos: [], budget: null, shopping_list: [] };
    const { id } = await postRequest(customer, waiting, plain);
    const edited = await requestBody(customer, waiting, {
      ...plain,
      description: 'Köy ekmeği ve yeşil zeytin arıyorum.',
    });
    await customer.json('PUT', `/api/broadcast-requests/${id}`, edited);
  });
  afterAll(() => session.close());

  it('keeps a customer out of both staff pages', async () => {
    const page = await session.newPage();
    await signInTo(page, DEMO_CUSTOMER.email, '/');
    for (const path of ['/admin/requests', '/admin/chat-reports']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      expect(await page.locator('h1').first().textContent()).toBe('You do not have access to this page');
      expect(await page.locator('article.admin-request, article.chat-report').count()).toBe(0);
    }
    expect((await page.request.get('/api/admin/broadcast-requests')).status()).toBe(403);
    expect((await page.request.get('/api/admin/chat-reports')).status()).toBe(403);
  });

  it('lets staff read a request in full, reject it with a reason and approve another (desktop, English)', async () => {
    const page = await session.newPage();
    await signInAsStaff(page);
    const item = await pendingRequest(page, toReject);
    await page.getByRole('heading', { name: 'Broadcast requests', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Waiting' }).getAttribute('aria-current')).toBe('page');
    const facts = await item.locator('.admin-facts').innerText();
    expect(facts).toContain('Requested by');
    expect(facts).toContain(customerName);
    expect(facts).toContain('Ledra Street, Nicosia');
    expect(facts).toContain('€45.00');
    expect(facts).toMatch(/Needed on[\s\S]*Closes[\s\S]*Submitted/);
    expect(facts).not.toContain('Last edited');
    await item.getByText('Looking for two kilos of village halloumi').waitFor();
    expect(await item.locator('.admin-request__lines').innerText()).toMatch(/Halloumi \(kg\)\s*× 2/);
    await item.getByRole('img', { name: `Photo 1 of “${toReject}”` }).waitFor();
    const audio = item.locator('audio[controls]');
    expect(await audio.getAttribute('src')).toMatch(/^\/uploads\/audio\/[0-9a-f-]+\.wav$/);
    await item.getByText('(0:03)').waitFor();
    await expectAccessible(page);

    await (await whenReady(item.getByRole('button', { name: `Reject ${toReject}` }))).click();
    const dialog = page.getByRole('dialog', { name: `Reject “${toReject}”` });
    const confirm = await whenReady(dialog.getByRole('button', { name: 'Reject request' }));
    await confirm.click();
    await dialog.getByText('Reason is required').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel('Reason (the customer is told)').fill(reason);
    await confirm.click();
    await page.getByText(`The request is rejected: ${toReject}`).waitFor();
    await item.waitFor({ state: 'detached' });

    const other = page.locator('article.admin-request').filter({ has: page.getByRole('heading', { name: toApprove }) });
    await (await whenReady(other.getByRole('button', { name: `Approve ${toApprove}` }))).click();
    await page.getByText(`The request is approved: ${toApprove}`).waitFor();
    await other.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Rejected' }).click();
    await waitForPath(page, /status=rejected/);
    const rejected = page.locator('article.admin-request').filter({ hasText: toReject });
    await rejected.getByText(`Reason given to the customer: ${reason}`).waitFor();
    expect(await rejected.locator('.admin-facts').innerText()).not.toContain('Last edited');
    expect(await rejected.getByRole('button').count()).toBe(0);
    await page.getByRole('link', { name: 'Approved' }).click();
    await waitForPath(page, /status=approved/);
    await page.locator('article.admin-request').filter({ hasText: toApprove }).waitFor();

    const notices = await customer.json<{ data: { message: string }[] }>('GET', '/api/notification-list?per_page=50');
    const texts = notices.data.map((notice) => notice.message);
    expect(texts).toContain(`Your request “${toReject}” was not approved: ${reason}`);
    expect(texts).toContain(`Your request “${toApprove}” is approved and shops can see it`);
  });

  it('reads the queue in Turkish on a 375 px phone without sideways scroll', async () => {
    const phone = await session.newPage({ width: 375, height: 800 });
    await signInAsStaff(phone);
    const item = await pendingRequest(phone, waiting, '&lang=tr');
    await phone.getByRole('heading', { name: 'Yayın talepleri', level: 1 }).waitFor();
    expect(await phone.getByRole('link', { name: 'Onay bekliyor' }).getAttribute('aria-current')).toBe('page');
    const facts = await item.locator('.admin-facts').innerText();
    expect(facts).toContain('Talep eden');
    expect(facts).toContain('Bütçe belirtilmedi');
    expect(facts).toMatch(/Gönderilme[\s\S]*Son düzenleme/);
    await item.getByText('Köy ekmeği ve yeşil zeytin arıyorum.').waitFor();
    await item.getByText('Alışveriş listesi yok.').waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    await (await whenReady(item.getByRole('button', { name: `Reddet ${waiting}` }))).click();
    const dialog = phone.getByRole('dialog', { name: `“${waiting}” reddedilsin` });
    await dialog.getByLabel('Sebep (müşteriye bildirilir)').waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await item.getByRole('button', { name: `Onayla ${waiting}` }).isVisible()).toBe(true);
  });

  it('lets staff read a reported chat, its pictures and voice notes, and page back (desktop, English)', async () => {
    const store = await demoStore();
    const vendor = await signInViaApi(session.baseUrl, DEMO_VENDOR);
    const opened = await customer.json<{ data: { id: string } }>(
      'POST',
      '/api/chat-conversations',
      { store_id: store.id },
      [200, 201],
    );
    conversationId = opened.data.id;
    const send = (account: Account, body: Record<string, unknown>) =>
      account.json('POST', '/api/chat-messages', { conversation_id: conversationId, ...body });
    // More than one page of history (30), from both sides: each side may send 30 a minute.
    for (let n = 1; n <= 16; n += 1) {
      await send(customer, { kind: 'text', body: n === 1 ? firstNote : `Note ${n} (${run})` });
      await send(vendor, { kind: 'text', body: `Reply ${n} (${run})` });
    }
    const picture = await uploadPicture(customer);
    await send(customer, { kind: 'image', attachment_url: picture.url, body: 'This basket, please' });
    const voice = await uploadVoiceNote(customer, 2);
    await send(customer, { kind: 'voice', attachment_url: voice.url, duration_seconds: voice.duration_seconds });
    await send(customer, { kind: 'text', body: lastText });
    await customer.json('POST', '/api/chat-report', { conversation_id: conversationId, reason: reportReason }, [200]);

    const page = await session.newPage();
    await signInAsStaff(page);
    await page.goto('/admin/chat-reports');
    await page.getByRole('heading', { name: 'Reported chats', level: 1 }).waitFor();
    const report = page.locator('article.chat-report').filter({ hasText: reportReason });
    const facts = await report.locator('.admin-facts').innerText();
    expect(facts).toContain(store.title);
    expect(facts).toContain(`The customer (`);
    expect(facts).toMatch(/Messages\s*\d+/);
    expect(facts).toContain('Not blocked');
    await expectAccessible(page);

    await report.getByRole('link', { name: /^Read the chat/ }).click();
    await waitForPath(page, new RegExp(`c=${conversationId}`));
    const chat = page.locator('article.chat-transcript');
    await chat.getByText(lastText).waitFor();
    expect(await chat.locator('img').first().getAttribute('src')).toBe(picture.url);
    await chat.getByText('This basket, please').waitFor();
    expect(await chat.locator('audio[controls]').getAttribute('src')).toBe(voice.url);
    expect(await chat.locator('.chat-line').count()).toBe(30);
    expect(await chat.getByText(firstNote).count()).toBe(0);
    await expectAccessible(page);

    await (await whenReady(chat.getByRole('button', { name: 'Show earlier messages' }))).click();
    await chat.getByText(firstNote).waitFor();
    expect(await chat.locator('.chat-line').count()).toBeGreaterThan(30);
    // Read-only: nothing to type into or send.
    expect(await chat.locator('textarea, input').count()).toBe(0);
  });

  it('shows the reported chat in Turkish at 375 px, and "No chat found" for one nobody reported', async () => {
    const phone = await session.newPage({ width: 375, height: 800 });
    await signInAsStaff(phone);
    await phone.goto(`/admin/chat-reports?lang=tr&c=${conversationId}`);
    await phone.getByRole('heading', { name: 'Şikâyet edilen sohbetler', level: 1 }).waitFor();
    await phone.locator('article.chat-transcript').getByText(lastText).waitFor();
    await phone.getByRole('link', { name: 'Yazışmayı kapat' }).waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    await phone.goto('/admin/chat-reports?lang=en&c=00000000-0000-4000-8000-000000000000');
    await phone.getByText('No chat found').waitFor();
    expect(await phone.locator('article.chat-transcript').count()).toBe(0);
  });
});
