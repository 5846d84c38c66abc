import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';

/**
 * The demo's pictures (ADR 0039) are real uploads: a product's page shows the
 * same stored picture as its card, every width is served as webp, and a store
 * page shows its logo and its About text in the visitor's language.
 */

interface Card {
  slug: string;
  image_url: string | null;
  store: { slug: string };
}

const UPLOAD = /^\/uploads\/images\/([0-9a-f-]{36})\/\d+\.webp$/;

/** The images on the page drawn from one upload, and whether each has loaded. */
async function loadedFromUpload(page: Page, uploadId: string): Promise<boolean[]> {
  return page
    .locator(`img[src*="${uploadId}"], img[srcset*="${uploadId}"]`)
    .evaluateAll((images) =>
      images.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    );
}

describe('demo pictures', () => {
  let session: BrowserSession;
  let card: Card;
  let uploadId: string;

  beforeAll(async () => {
    session = await openBrowser();
    const response = await fetch(`${session.baseUrl}/api/landing-page-products?limit=5&lang=en`);
    const { data } = (await response.json()) as { data: Card[] };
    card = data[0]!;
    uploadId = UPLOAD.exec(card.image_url ?? '')?.[1] ?? '';
  });
  afterAll(() => session.close());

  it('shows a product its own stored picture, the one its card shows, in every width', async () => {
    expect(card.image_url).toMatch(UPLOAD);
    for (const width of [320, 800, 1600]) {
      const file = await fetch(`${session.baseUrl}/uploads/images/${uploadId}/${width}.webp`);
      expect(file.status, `${width}`).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
    }
    const page = await session.newPage();
    await page.goto(`/stores/${card.store.slug}/${card.slug}?lang=en`);
    await page.locator('h1').waitFor();
    await expect.poll(() => loadedFromUpload(page, uploadId)).toContain(true);
    await expectAccessible(page);
  });

  it('shows a store its logo and its About text in Turkish at 375 px', async () => {
    const response = await fetch(`${session.baseUrl}/api/storeDetail/${card.store.slug}?lang=tr`);
    const { data: store } = (await response.json()) as { data: { description: string; image_url: string | null } };
    const english = (await (await fetch(`${session.baseUrl}/api/storeDetail/${card.store.slug}?lang=en`)).json()) as {
      data: { description: string };
    };
    expect(store.description).not.toBe(english.data.description);
    const logoId = UPLOAD.exec(store.image_url ?? '')?.[1];
    expect(logoId).toBeDefined();

    const phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await phone.goto(`/stores/${card.store.slug}?lang=tr`);
    await phone.locator('h1').waitFor();
    await expect.poll(() => phone.getByText(store.description, { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => loadedFromUpload(phone, logoId!)).toContain(true);
    await expectAccessible(phone);
  });
});
