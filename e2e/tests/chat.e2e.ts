import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { productDetail } from '../support/cart.ts';
import { makePng } from '../support/png.ts';
import { demoStore } from '../support/checkout.ts';
import { waitForPath, whenReady } from '../support/identity.ts';
import { apiClient, DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_VENDOR, signInTo, type ApiClient } from '../support/orders.ts';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** The page's chat socket said `ready`: from now on events arrive live. */
async function waitForLive(page: Page): Promise<void> {
  await page.locator('.chat-layout[data-live="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** Marks the document, so a later check can tell that the page was never reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { chatJourney: boolean }).chatJourney = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { chatJourney?: boolean }).chatJourney === true);
}

/** Signs the demo customer in through the Turkish form and lands on `to`. */
async function signInInTurkish(page: Page, to: string): Promise<void> {
  await page.goto(`/login?lang=tr&redirect=${encodeURIComponent(to)}`);
  const submit = await whenReady(page.getByRole('button', { name: 'Giriş yap', exact: true }));
  await page.getByLabel('E-posta adresi').fill(DEMO_CUSTOMER);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO_PASSWORD);
  await submit.click();
  await waitForPath(page, to.split('?')[0]!);
}

async function unreadCounts(client: ApiClient): Promise<{ customer: number; vendor: number }> {
  return (await client.json<{ data: { customer: number; vendor: number } }>('GET', '/api/chat-unread-count')).data;
}

async function writeAndSend(page: Page, label: string, text: string): Promise<void> {
  const box = await whenReady(page.getByLabel(label, { exact: true }));
  await box.fill(text);
  await box.press('Enter');
}

/**
 * The customer–vendor chat (issue 12): the demo customer, in Turkish on a
 * phone, opens the chat from the demo vendor's store page and writes; the
 * vendor, in English on a desktop, sees the unread count and the message
 * arrive without reloading, answers, and each sees the other's answer and
 * read marks live. A voice note recorded with the fake microphone plays on
 * the customer's side. Without a socket the page still loads, sends and
 * picks up new messages over HTTP.
 */
describe('chat: a customer and a store talk live', () => {
  let session: BrowserSession;
  let storePath: string;
  let storeTitle: string;
  let conversationId: string;
  let vendorApi: ApiClient;
  let customerApi: ApiClient;
  const stamp = Date.now().toString(36);
  const question = `Merhaba, yarın açık mısınız? (${stamp})`;
  const answer = `Yes, from 9 to 18 tomorrow (${stamp}).`;

  beforeAll(async () => {
    session = await openBrowser();
    const store = await demoStore();
    const product = await productDetail(session.baseUrl, store.products[0]!.id);
    storePath = `/stores/${product.store.slug}`;
    storeTitle = store.title;
    vendorApi = await apiClient(session.baseUrl, DEMO_VENDOR);
    customerApi = await apiClient(session.baseUrl, DEMO_CUSTOMER);
  });
  afterAll(() => session.close());

  it('sends a guest to sign in, and back to the store page', async () => {
    const guest = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await guest.goto(`${storePath}?lang=tr`);
    await guest.getByRole('link', { name: 'Mağazaya yazmak için giriş yapın' }).click();
    await waitForPath(guest, '/login');
    expect(new URL(guest.url()).searchParams.get('redirect')).toBe(`${storePath}?lang=tr`);
  });

  it('hides the button from the store’s own owner', async () => {
    const owner = await session.newPage();
    await signInTo(owner, DEMO_VENDOR, storePath);
    await owner.getByRole('heading', { name: storeTitle, level: 1 }).waitFor();
    expect(await owner.getByRole('button', { name: 'Chat with the store' }).count()).toBe(0);
  });

  it('carries a message from the customer’s phone to the vendor’s desk and the answer back, live', async () => {
    // The demo data has unread messages already; this journey adds one to them.
    const before = await unreadCounts(vendorApi);
    const desk = await session.newPage();
    await signInTo(desk, DEMO_VENDOR, '/vendor/chat');
    await desk.getByRole('heading', { name: 'Customer messages', level: 1 }).waitFor();
    await waitForLive(desk);
    await markDocument(desk);

    const phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await signInInTurkish(phone, storePath);
    await whenReady(phone.getByRole('button', { name: 'Mağazaya yaz' })).then((button) => button.click());
    await waitForPath(phone, '/chat');
    conversationId = new URL(phone.url()).searchParams.get('c') ?? '';
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const thread = phone.locator('.chat-thread');
    await thread.getByRole('heading', { name: storeTitle, level: 2 }).waitFor();
    await waitForLive(phone);
    expect(await hasNoSidewaysScroll(phone)).toBe(true);

    await writeAndSend(phone, 'Mesaj', question);
    const sent = thread.locator('.chat-message--own').filter({ hasText: question });
    await sent.waitFor();

    // The vendor's page, never reloaded: the badge and the inbox row arrive over the socket.
    const navLink = desk.getByRole('link', { name: `Customer messages ${before.vendor + 1} unread` });
    await navLink.waitFor();
    const row = desk.locator('.chat-inbox__item').filter({ hasText: question });
    await row.getByText(/\d+ unread messages?/).waitFor();
    expect(await sameDocument(desk)).toBe(true);

    await row.click();
    await waitForPath(desk, '/vendor/chat');
    const deskThread = desk.locator('.chat-thread');
    await deskThread.locator('.chat-message--other').filter({ hasText: question }).waitFor();
    // Shown to the vendor, so read: the customer's mark turns to "Okundu" and the badge goes.
    await sent.locator('[data-tick="read"]').getByText('Okundu').waitFor();
    await navLink.waitFor({ state: 'detached' });
    await expectAccessible(desk);

    // The customer starts writing: the vendor hears it.
    const customerName = (await deskThread.getByRole('heading', { level: 2 }).textContent()) ?? '';
    // She keeps typing: "typing" goes out at most every 2 s (the question she just typed used the last one),
    // so the vendor hears it within one window, however soon after the question this starts.
    const typing = deskThread.getByText(`${customerName} is typing…`);
    let keys = 0;
    await expect
      .poll(
        async () => {
          keys += 1;
          await phone.getByLabel('Mesaj', { exact: true }).fill(`Bir de${'.'.repeat(keys)}`);
          return typing.isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await phone.getByLabel('Mesaj', { exact: true }).fill('');

    await writeAndSend(desk, 'Message', answer);
    await phone.locator('.chat-message--other').filter({ hasText: answer }).waitFor();
    const answered = deskThread.locator('.chat-message--own').filter({ hasText: answer });
    await answered.locator('[data-tick="read"]').getByText('Read').waitFor();
    expect(await sameDocument(desk)).toBe(true);

    // A voice note from the fake microphone: recorded, uploaded, sent; it plays on the customer's phone.
    await deskThread.getByRole('button', { name: 'Voice note' }).click();
    const voice = desk.getByRole('dialog', { name: 'Voice note' });
    await whenReady(voice.getByRole('button', { name: 'Record a voice note' })).then((button) => button.click());
    await expect.poll(() => voice.getByRole('timer').textContent(), { timeout: 10_000 }).toMatch(/^0:0[2-9]/);
    await voice.getByRole('button', { name: 'Stop' }).click();
    await voice.locator('audio').waitFor({ timeout: 20_000 });
    await whenReady(voice.getByRole('button', { name: 'Send voice note' })).then((button) => button.click());
    await voice.waitFor({ state: 'hidden' });
    await deskThread.locator('.chat-message--own audio').last().waitFor();
    const heard = phone.locator('.chat-message--other audio[controls]').last();
    await heard.waitFor();
    expect(await heard.getAttribute('src')).toMatch(/^\/uploads\/audio\//);
    // A player wide enough for its play button and timeline on a 375 px phone and on the desktop (issue 43: 33 px).
    expect(await heard.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThanOrEqual(200);
    const recorded = deskThread.locator('.chat-message--own audio').last();
    expect(await recorded.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThanOrEqual(240);

    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    // Back to the inbox on the phone: the conversation with its last message (the voice note), nothing unread.
    await phone.getByRole('link', { name: 'Sohbetlere dön' }).click();
    const inboxRow = phone.locator('.chat-inbox__item').filter({ hasText: storeTitle });
    await inboxRow.getByText('Sesli not', { exact: true }).waitFor();
    expect(await inboxRow.locator('.chat-count').count()).toBe(0);
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);
  });

  it('sends a picture, and lets the customer block, unblock and report a chat, on a desktop in English', async () => {
    const desk = await session.newPage();
    await signInTo(desk, DEMO_CUSTOMER, `/chat?c=${conversationId}&lang=en`);
    const thread = desk.locator('.chat-thread');
    await thread.getByRole('heading', { name: storeTitle, level: 2 }).waitFor();
    await whenReady(thread.getByLabel('Message', { exact: true }));

    await thread.locator('input[type="file"]').setInputFiles({
      name: 'basket.png',
      mimeType: 'image/png',
      buffer: makePng(120),
    });
    // Shown before it goes, with a way to take it back; the message box is its caption.
    const preview = thread.getByTestId('chat-picture-preview');
    await preview.locator('img[alt="The picture you are about to send"]').waitFor();
    expect(await thread.locator('.chat-message--own img[alt="Picture sent in the chat"]').count()).toBe(0);
    await expectAccessible(desk);
    await preview.getByRole('button', { name: 'Remove picture' }).click();
    await preview.waitFor({ state: 'detached' });
    await thread.locator('input[type="file"]').setInputFiles({
      name: 'basket.png',
      mimeType: 'image/png',
      buffer: makePng(120),
    });
    await preview.waitFor();
    await thread.getByLabel('Message', { exact: true }).fill('The basket I mean');
    await thread.getByRole('button', { name: 'Send', exact: true }).click();
    const picture = thread.locator('.chat-message--own img[alt="Picture sent in the chat"]');
    await picture.waitFor();
    await thread.locator('.chat-message--own').filter({ hasText: 'The basket I mean' }).waitFor();
    await preview.waitFor({ state: 'detached' });
    expect(await picture.getAttribute('src')).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\/800\.webp$/);

    await thread.locator('summary').filter({ hasText: 'Chat options' }).click();
    await thread.getByRole('button', { name: 'Block' }).click();
    const confirm = desk.getByRole('dialog', { name: 'Block this chat?' });
    await confirm.getByRole('button', { name: 'Block' }).click();
    await thread.getByText('You blocked this chat, so no new messages can be sent.').waitFor();
    expect(await thread.getByLabel('Message', { exact: true }).count()).toBe(0);
    await expectAccessible(desk);
    // Blocked for the store too: the API refuses its messages.
    const refused = await vendorApi.call('POST', '/api/chat-messages', {
      conversation_id: conversationId,
      kind: 'text',
      body: 'Are you there?',
    });
    expect(refused.status).toBe(403);

    await thread.locator('.chat-blocked').getByRole('button', { name: 'Unblock' }).click();
    await whenReady(thread.getByLabel('Message', { exact: true }));

    await thread.locator('summary').filter({ hasText: 'Chat options' }).click();
    await thread.getByRole('button', { name: 'Report' }).click();
    const report = desk.getByRole('dialog', { name: 'Report this chat' });
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.getByText('Please tell us what is wrong').waitFor();
    await report.getByLabel('Why are you reporting this chat?').fill('Journey check: a test report');
    await report.getByRole('button', { name: 'Send report' }).click();
    await desk.getByText('Thank you. Our staff will look at this chat').waitFor();
    await thread.locator('summary').filter({ hasText: 'Chat options' }).click();
    await thread.getByText('Reported to staff').waitFor();
    // An open conversation marks what arrives read: closed, so the next test has something unread.
    await desk.close();
  });

  it('works over HTTP when the socket is refused: loads, sends, and picks up new messages', async () => {
    const phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    // Every attempt to open the chat socket is closed at once, as a proxy without WebSocket support would.
    await phone.routeWebSocket(/\/api\/chat-socket/, (socket) => socket.close());
    await signInInTurkish(phone, '/chat');

    // A message the customer has not read yet: counted in the header before the conversation opens.
    const waiting = `Siparişiniz hazır (${stamp})`;
    await vendorApi.json('POST', '/api/chat-messages', {
      conversation_id: conversationId,
      kind: 'text',
      body: waiting,
    });
    const { customer } = await unreadCounts(customerApi);
    expect(customer).toBeGreaterThan(0);
    await phone.reload();
    await phone.getByRole('link', { name: `Mesajlar, ${customer} okunmamış` }).waitFor();
    const row = phone.locator('.chat-inbox__item').filter({ hasText: waiting });
    await row.getByText('1 okunmamış mesaj').waitFor();
    await phone.getByRole('status').getByText('Canlı güncellemeler durdu', { exact: false }).waitFor();

    await row.click();
    await waitForPath(phone, '/chat');
    const thread = phone.locator('.chat-thread');
    await thread.locator('.chat-message--other').filter({ hasText: waiting }).waitFor();
    const mine = `Teşekkürler, geliyorum (${stamp})`;
    await writeAndSend(phone, 'Mesaj', mine);
    await thread.locator('.chat-message--own').filter({ hasText: mine }).waitFor();
    expect(await phone.locator('.chat-layout').getAttribute('data-live')).toBe('false');

    // The next message from the store arrives by polling, without a socket and without a reload.
    await markDocument(phone);
    const later = `Sizi bekliyoruz (${stamp})`;
    await vendorApi.json('POST', '/api/chat-messages', { conversation_id: conversationId, kind: 'text', body: later });
    await thread.locator('.chat-message--other').filter({ hasText: later }).waitFor({ timeout: 25_000 });
    expect(await sameDocument(phone)).toBe(true);
  });

  it('pages back through a long conversation, oldest first', async () => {
    // Enough messages for more than one page (the API sends the newest 30), from both sides.
    for (let n = 1; n <= 11; n += 1) {
      for (const [client, who] of [
        [customerApi, 'customer'],
        [vendorApi, 'vendor'],
      ] as const) {
        await client.json('POST', '/api/chat-messages', {
          conversation_id: conversationId,
          kind: 'text',
          body: `Paging ${who} ${n} (${stamp})`,
        });
      }
    }
    const desk = await session.newPage();
    await signInTo(desk, DEMO_CUSTOMER, `/chat?c=${conversationId}&lang=en`);
    const log = desk.getByRole('log');
    await log.getByText(`Paging vendor 11 (${stamp})`).waitFor();
    const first = log.getByText('Hello! Do you have village halloumi this week?');
    expect(await first.count()).toBe(0);
    await whenReady(log.getByRole('button', { name: 'Load earlier messages' })).then((button) => button.click());
    await first.waitFor();
    await log.getByText('This is the beginning of your conversation.').waitFor();
    // Oldest first: the first message of the conversation comes before the newest.
    const texts = await log.locator('.chat-message__text').allTextContents();
    expect(texts.indexOf('Hello! Do you have village halloumi this week?')).toBe(0);
    expect(texts.at(-1)).toBe(`Paging vendor 11 (${stamp})`);
    await desk.close();
  });
});
