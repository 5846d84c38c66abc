import type { ProductDetail } from '@bedesten/core/schemas/catalogue';
import type { StoreDetail } from '@bedesten/core/schemas/stores';
import { describe, expect, it } from 'vitest';
import { metaTags } from '~/lib/meta.ts';
import { productLd, storeLd } from './seo.ts';

const SITE = 'https://bedesten.example';

const product = {
  slug: 'halloumi',
  store: { slug: 'olive-grove' },
  structured_data: {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Hellim',
    image: ['/files/halloumi.webp'],
    offers: { '@type': 'AggregateOffer', priceCurrency: 'EUR', lowPrice: '4.50', highPrice: '4.50', offerCount: 1 },
  },
} as unknown as ProductDetail;

const store = {
  slug: 'olive-grove',
  title: 'Olive Grove',
  type: 'goods',
  description: '',
  working_hours: { from: null, to: null },
  image_url: null,
  phone_number: null,
  email: null,
  address: '1 Ledra Street',
  city: 'Nicosia',
  district: null,
  postal_code: null,
  country: 'CY',
  store_lat: null,
  store_lng: null,
  rating_count: 0,
} as unknown as StoreDetail;

describe('catalogue JSON-LD names the page in its own language (issue 43)', () => {
  it('a Turkish product page points at the Turkish address, an English one at the plain address', () => {
    const tr = productLd(SITE, product, 'tr');
    expect(tr.url).toBe(`${SITE}/stores/olive-grove/halloumi?lang=tr`);
    expect(tr.offers.url).toBe(tr.url);
    expect(tr.image).toEqual([`${SITE}/files/halloumi.webp`]);
    expect(productLd(SITE, product, 'en').url).toBe(`${SITE}/stores/olive-grove/halloumi`);
  });

  it('a Turkish store page too', () => {
    expect(storeLd(SITE, store, 'tr').url).toBe(`${SITE}/stores/olive-grove?lang=tr`);
    expect(storeLd(SITE, store, 'en').url).toBe(`${SITE}/stores/olive-grove`);
  });

  it('a product is Open Graph’s `product`; other pages stay `website`', () => {
    const type = (meta: ReturnType<typeof metaTags>) =>
      (meta.find((tag) => 'property' in tag && tag.property === 'og:type') as { content: string }).content;
    expect(type(metaTags('tr', 'Hellim', 'x', { url: `${SITE}/stores/olive-grove/halloumi`, type: 'product' }))).toBe(
      'product',
    );
    expect(type(metaTags('en', 'About us', 'x', { url: `${SITE}/about-us` }))).toBe('website');
  });
});
