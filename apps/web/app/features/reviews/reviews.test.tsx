import type { Review } from '@bedesten/core/schemas/reviews';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import type { ReactNode } from 'react';
import { RatingSummary } from './components/rating-summary.tsx';
import { ReviewItem } from './components/review-item.tsx';
import { ReviewsSection } from './components/reviews-section.tsx';
import { Stars } from './components/stars.tsx';
import { hiddenParam, pageNumber, reviewsPageParam, uuidParam } from './query.ts';
import { formatRating, roundRating, starFillPercent } from '~/lib/rating.ts';
import { histogramRows } from './rating.ts';
import { LD_REVIEWS_MAX, reviewsLd, withReviewsLd } from './seo.ts';

const review = (n: number, extra: Partial<Review> = {}): Review => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  store_id: '00000000-0000-4000-8000-000000000100',
  product_id: null,
  order_id: null,
  rating: 4,
  title: `Title ${n}`,
  review: `Text ${n}`,
  language: 'en',
  author_name: 'Ayşe K.',
  verified_purchase: true,
  reply: null,
  replied_at: null,
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  ...extra,
});

describe('ratings', () => {
  it('rounds an average to one decimal and keeps it between 0 and 5', () => {
    expect(roundRating(4.65)).toBe(4.7);
    expect(roundRating(4.64)).toBe(4.6);
    expect(roundRating(3)).toBe(3);
    expect(roundRating(0)).toBe(0);
    expect(roundRating(Number.NaN)).toBe(0);
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(5.04)).toBe(5);
  });

  it('writes the average with one decimal in the page language', () => {
    expect(formatRating(4.6, 'en')).toBe('4.6');
    expect(formatRating(4.6, 'tr')).toBe('4,6');
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.66, 'en')).toBe('4.7');
  });

  it('fills the drawn stars to the nearest half star', () => {
    expect(starFillPercent(4.6)).toBe(90);
    expect(starFillPercent(4.76)).toBe(100);
    expect(starFillPercent(3.2)).toBe(60);
    expect(starFillPercent(1)).toBe(20);
    expect(starFillPercent(0)).toBe(0);
  });

  it('lists 5…1 stars with each bar as a share of all reviews', () => {
    const rows = histogramRows({ stars: { 1: 1, 2: 0, 3: 1, 4: 2, 5: 4 } });
    expect(rows.map((row) => row.star)).toEqual([5, 4, 3, 2, 1]);
    expect(rows.map((row) => row.percent)).toEqual([50, 25, 13, 0, 13]);
    expect(rows.map((row) => row.count)).toEqual([4, 2, 1, 0, 1]);
  });

  it('draws empty bars, not NaN-wide ones, when there are no reviews', () => {
    const rows = histogramRows({ stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(rows.every((row) => row.percent === 0)).toBe(true);
  });
});

describe('reviews query strings', () => {
  it('reads pages, ids and the hidden filter, ignoring anything odd', () => {
    expect(reviewsPageParam(new URLSearchParams('page=4&reviews_page=2'))).toBe(2);
    expect(reviewsPageParam(new URLSearchParams('page=4'))).toBe(1);
    for (const bad of ['page=0', 'page=-1', 'page=2.5', 'page=x']) expect(pageNumber(new URLSearchParams(bad))).toBe(1);
    expect(uuidParam(new URLSearchParams('product_id=nope'), 'product_id')).toBeUndefined();
    const id = '0b7e2f4c-3a1d-4c8e-9f00-1234567890ab';
    expect(uuidParam(new URLSearchParams(`product_id=${id}`), 'product_id')).toBe(id);
    expect(hiddenParam(new URLSearchParams('hidden=yes'))).toBe('yes');
    expect(hiddenParam(new URLSearchParams('hidden=maybe'))).toBeUndefined();
  });
});

describe('review JSON-LD', () => {
  it('says nothing about ratings when there are no reviews', () => {
    expect(reviewsLd({ avg_rating: 0, rating_count: 0, data: [] })).toEqual({});
  });

  it('drops a stale aggregateRating of the page when the list has no reviews', () => {
    const base = { '@type': 'Store', name: 'Kyrenia Bakery', aggregateRating: { ratingValue: 4 } };
    expect(withReviewsLd(base, { avg_rating: 0, rating_count: 0, data: [] })).toEqual({
      '@type': 'Store',
      name: 'Kyrenia Bakery',
    });
  });

  it('keeps the page JSON-LD as it is when the list could not be read', () => {
    const base = { '@type': 'Product', aggregateRating: { ratingValue: 4 } };
    expect(withReviewsLd(base, null)).toBe(base);
  });

  it('carries the average, the count, best 5 and at most five visible reviews', () => {
    const data = [review(1, { hidden: true }), ...Array.from({ length: 7 }, (_, i) => review(i + 2))];
    const ld = withReviewsLd({ '@type': 'Store' }, { avg_rating: 4.35, rating_count: 9, data }) as {
      aggregateRating: Record<string, unknown>;
      review: { name: string; reviewRating: Record<string, unknown>; author: { name: string } }[];
    };
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.4,
      reviewCount: 9,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toHaveLength(LD_REVIEWS_MAX);
    expect(ld.review.map((r) => r.name)).not.toContain('Title 1');
    expect(ld.review[0]).toMatchObject({
      '@type': 'Review',
      name: 'Title 2',
      reviewBody: 'Text 2',
      datePublished: '2026-11-02',
      author: { '@type': 'Person', name: 'Ayşe K.' },
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5 },
    });
  });
});

/** Server-renders a component inside a router whose root says the page language, as the app does. */
function render(lang: 'en' | 'tr', node: ReactNode): string {
  const router = createMemoryRouter([{ id: 'root', path: '/', element: node, loader: () => null }], {
    hydrationData: { loaderData: { root: { lang, user: null, sessionKnown: true, demo: false } } },
  });
  return renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('review components', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('tells screen readers the average out of 5 with one decimal and the count, in the page language', () => {
    expect(render('en', <Stars value={4.63} count={12} />)).toContain(
      '<span class="visually-hidden">4.6 out of 5, 12 reviews</span>',
    );
    expect(render('tr', <Stars value={4.63} count={1} />)).toContain(
      '<span class="visually-hidden">5 üzerinden 4,6, 1 değerlendirme</span>',
    );
    expect(render('en', <Stars value={4.63} />)).toContain('<span class="visually-hidden">4.6 out of 5</span>');
  });

  it('draws the histogram bars as shares of all reviews', () => {
    const html = render(
      'en',
      <RatingSummary summary={{ avg_rating: 4, rating_count: 4, stars: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 } }} />,
    );
    const widths = [...html.matchAll(/rating-histogram__fill" style="width:(\d+)%"/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([50, 25, 25, 0, 0]);
    expect(text(html)).toContain('5 stars');
  });

  it('shows the date in the reader’s language, verified purchase and the store’s reply', () => {
    const item = review(3, { reply: 'Thank you, see you soon', replied_at: '2026-11-03T09:00:00.000Z' });
    const en = text(render('en', <ReviewItem review={item} />));
    expect(en).toContain('2 Nov 2026');
    expect(en).toContain('Verified purchase');
    expect(en).toContain('Reply from the store');
    expect(en).toContain('Thank you, see you soon');
    const tr = text(render('tr', <ReviewItem review={item} />));
    expect(tr).toContain('2 Kas 2026');
    expect(tr).toContain('Doğrulanmış satın alma');
  });

  it('marks a hidden review with the staff’s reason for its author', () => {
    const html = text(render('en', <ReviewItem review={review(4, { hidden: true, hidden_reason: 'Insults' })} />));
    expect(html).toContain('Hidden by our staff: Insults');
  });

  it('pages the reviews with plain links to ?reviews_page=N, and says so when there are none', () => {
    const list = {
      data: [review(5)],
      current_page: 2,
      per_page: 10,
      last_page: 3,
      total: 21,
      next_page_url: null,
      prev_page_url: null,
      avg_rating: 4.2,
      rating_count: 21,
      stars: { 1: 1, 2: 1, 3: 2, 4: 7, 5: 10 },
    };
    const html = render('en', <ReviewsSection list={list} title="Reviews" />);
    expect(html).toMatch(/href="\/\?reviews_page=3#reviews"[^>]*>More reviews</);
    expect(html).toMatch(/href="\/#reviews"[^>]*>Newer reviews</);
    const empty = render(
      'tr',
      <ReviewsSection
        list={{ ...list, data: [], current_page: 1, last_page: 1, total: 0, rating_count: 0, avg_rating: 0 }}
        title="Değerlendirmeler"
      />,
    );
    expect(text(empty)).toContain('Değerlendirme bulunamadı');
    expect(empty).not.toContain('rating-histogram');
  });
});

describe('the review form’s checks', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  type Values = { rating: string; title: string; review: string };
  const check = async (values: Values, lang: 'en' | 'tr' = 'en') => {
    const resolver = catalogueResolver<Values>((schemas) => schemas.updateReviewBody, lang);
    const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
  };

  it('marks only what is missing, each part with its own words', async () => {
    expect(await check({ rating: '5', title: '', review: 'Fresh bread' })).toEqual({
      title: 'Give your review a title',
    });
    expect(await check({ rating: '', title: 'Lovely', review: 'Fresh bread' })).toEqual({
      rating: 'Choose a rating from 1 to 5 stars',
    });
    expect(await check({ rating: '4', title: 'Lovely', review: '   ' })).toEqual({
      review: 'Write a few words about your experience',
    });
    expect(await check({ rating: '', title: '', review: '' }, 'tr')).toEqual({
      rating: '1 ile 5 yıldız arasında bir puan seçin',
      title: 'Değerlendirmenize bir başlık verin',
      review: 'Deneyiminizi birkaç cümleyle anlatın',
    });
    expect(await check({ rating: '4', title: 'Lovely', review: 'Fresh bread' })).toEqual({});
  });
});
