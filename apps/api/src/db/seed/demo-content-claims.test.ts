import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { faqEntries, landingBanners } from '../schema/content.ts';
import { deliveryChargeRanges } from '../schema/offers.ts';
import { appSettings } from '../schema/platform.ts';
import { stores } from '../schema/stores.ts';
import { seedDemoData } from './demo.ts';
import { demoTestDataDir } from './demo-test-dir.ts';

const dataDir = demoTestDataDir();

/** A platform-wide promise of free delivery, in English or Turkish. */
const FREE_DELIVERY = [
  /free delivery/i,
  /delivery (?:is |are )?(?:always )?free/i,
  /deliver(?:s|ies)? (?:for )?free/i,
  /ücretsiz teslimat/i,
  /teslimat(?:lar)?(?:ı)? (?:her zaman )?ücretsiz/i,
];
/** Every distance a text names ("50 km", "50 km’ye"), in km. */
const kmIn = (text: string) =>
  [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*km/gi)].map((m) => Number(m[1]!.replace(',', '.')));

/**
 * ADR 0041, issue 43: the home banners and the FAQ promise nothing the demo's stores do not keep. What the
 * stores keep is read from what the seed wrote (their radius and charge bands), not from a number here.
 */
describe('demo banners and FAQ against the demo stores', () => {
  let ctx: TestContext;
  let texts: { where: string; text: string }[];
  let smallestReachKm: number;
  let someDeliveryCharged: boolean;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoData(ctx.database, dataDir);
    const { db } = ctx.database;
    const radii = await db
      .select({ km: stores.deliveryMaxDistanceKm })
      .from(stores)
      .where(eq(stores.status, 'approved'));
    smallestReachKm = Math.min(...radii.map((row) => row.km));
    someDeliveryCharged = (await db.select().from(deliveryChargeRanges)).some((band) => band.charge > 0);

    texts = [];
    for (const lang of ['en', 'tr']) {
      const banners = (await ctx.app.inject({ method: 'GET', url: `/api/landing-page-banner?lang=${lang}` })).json();
      for (const banner of banners.data)
        texts.push({ where: `banner ${lang}`, text: `${banner.title} ${banner.subtitle}` });
      const faq = (await ctx.app.inject({ method: 'GET', url: `/api/getFAQ?lang=${lang}` })).json();
      for (const topic of faq.data)
        for (const entry of topic.entries)
          texts.push({ where: `FAQ ${lang}`, text: `${entry.question} ${entry.answer_html.replace(/<[^>]+>/g, '')}` });
    }
  });
  afterAll(() => ctx.close());

  it('reads what the seed wrote: stores with a radius, and a store that charges for delivery', () => {
    expect(Number.isFinite(smallestReachKm)).toBe(true);
    expect(smallestReachKm).toBeGreaterThan(0);
    expect(someDeliveryCharged).toBe(true);
    expect(texts.filter((entry) => entry.where.startsWith('banner')).length).toBeGreaterThanOrEqual(2);
    expect(texts.filter((entry) => entry.where.startsWith('FAQ')).length).toBeGreaterThanOrEqual(2);
  });

  it('promises free delivery nowhere while a demo store charges for it', () => {
    for (const { where, text } of texts)
      for (const claim of FREE_DELIVERY)
        expect(someDeliveryCharged && claim.test(text), `${where}: ${text}`).toBe(false);
  });

  it('names no reach beyond what every demo store delivers to', () => {
    for (const { where, text } of texts)
      for (const km of kmIn(text)) expect(km, `${where}: ${text}`).toBeLessThanOrEqual(smallestReachKm);
  });

  it('the checks catch the retired promise, and a demo seeded with it is corrected once', async () => {
    const retired = 'Free delivery up to 50 km, and free pickup from the store.';
    expect(FREE_DELIVERY.some((claim) => claim.test(retired))).toBe(true);
    expect(kmIn('50 km’ye kadar ücretsiz teslimat')).toEqual([50]);
    expect(50).toBeGreaterThan(smallestReachKm);

    // An install seeded before the fix: the old banner, one the staff wrote themselves, and no marker yet.
    const { db } = ctx.database;
    const [old] = await db
      .insert(landingBanners)
      .values({ titleEn: 'Old', titleTr: 'Eski', subtitleEn: retired, subtitleTr: 'x', linkUrl: '/stores' })
      .returning();
    const [own] = await db
      .insert(landingBanners)
      .values({ titleEn: 'Ours', titleTr: 'Bizim', subtitleEn: `${retired} Really.`, subtitleTr: 'y', linkUrl: '/' })
      .returning();
    const [oldFaq] = await db
      .insert(faqEntries)
      .values({
        topic: 'delivery',
        topicEn: 'Delivery',
        topicTr: 'Teslimat',
        questionEn: 'Is delivery really free?',
        questionTr: 'Teslimat gerçekten ücretsiz mi?',
        answerEn:
          'Delivery is free up to 50 km from the store. Some stores set their own charges beyond that distance or for very small orders; you always see the delivery charge before you pay.',
        answerTr: 'Mağazaya 50 km’ye kadar olan teslimatlar ücretsizdir.',
      })
      .returning();
    await db.delete(appSettings).where(eq(appSettings.key, 'demo_delivery_promise_retired_at'));
    await seedDemoData(ctx.database, dataDir);

    const [fixed] = await db.select().from(landingBanners).where(eq(landingBanners.id, old!.id));
    expect(fixed!.subtitleEn).not.toBe(retired);
    expect(FREE_DELIVERY.some((claim) => claim.test(fixed!.subtitleEn) || claim.test(fixed!.subtitleTr))).toBe(false);
    const [kept] = await db.select().from(landingBanners).where(eq(landingBanners.id, own!.id));
    expect(kept!.subtitleEn).toBe(`${retired} Really.`);
    const [faq] = await db.select().from(faqEntries).where(eq(faqEntries.id, oldFaq!.id));
    for (const text of [faq!.questionEn, faq!.answerEn, faq!.questionTr, faq!.answerTr]) {
      expect(
        FREE_DELIVERY.some((claim) => claim.test(text)),
        text,
      ).toBe(false);
      expect(kmIn(text)).toEqual([]);
    }
  });
});
