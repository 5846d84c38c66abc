import { describe, expect, it } from 'vitest';
import type { PublicFaq, PublicFaqTopic } from './api.ts';
import {
  faqPageJsonLd,
  fromLocalInput,
  faqEntries,
  htmlToText,
  isSameSitePath,
  moveItem,
  pagePath,
  popularFaqs,
  slugOfPath,
  toLocalInput,
} from './content.ts';

const faq = (id: string): PublicFaq => ({
  id,
  question: `Q ${id}?`,
  answer_html: `<p>A <strong>${id}</strong> &amp; more</p>`,
});

const topics: PublicFaqTopic[] = [
  { topic: 'ordering', name: 'Ordering', entries: [faq('1'), faq('2'), faq('3')] },
  { topic: 'delivery', name: 'Delivery', entries: [faq('4')] },
  { topic: 'payment', name: 'Payment', entries: [faq('5'), faq('6')] },
];

describe('faqEntries and popularFaqs', () => {
  it('flatten the topics in order', () => {
    expect(faqEntries(topics).map((entry) => entry.id)).toEqual(['1', '2', '3', '4', '5', '6']);
  });
  it('take the first question of each topic before the second ones', () => {
    expect(popularFaqs(topics, 4).map((entry) => entry.id)).toEqual(['1', '4', '5', '2']);
    expect(popularFaqs(topics, 10)).toHaveLength(6);
    expect(popularFaqs([], 4)).toEqual([]);
  });
});

describe('htmlToText', () => {
  it.each([
    ['<p>Hello <em>there</em></p>\n<p>again</p>', 'Hello there again'],
    ['Fish &amp; chips &lt;3 &#39;ok&#39; &#x41;', "Fish & chips <3 'ok' A"],
    ['<a href="/x" rel="noopener">link</a>', 'link'],
    ['&unknown;', '&unknown;'],
  ])('%s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('faqPageJsonLd', () => {
  it('gives each question its answer as plain text', () => {
    expect(faqPageJsonLd([{ topic: 'a', name: 'A', entries: [faq('1')] }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Q 1?', acceptedAnswer: { '@type': 'Answer', text: 'A 1 & more' } },
    ]);
  });
});

describe('datetime-local values', () => {
  it('round-trip to the minute', () => {
    const iso = '2026-05-01T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });
  it('treat empty and invalid values as no date', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('nonsense')).toBe('');
    expect(fromLocalInput('  ')).toBeNull();
    expect(fromLocalInput('nonsense')).toBeNull();
  });
});

describe('isSameSitePath', () => {
  it.each([
    ['/stores', true],
    ['/stores?category=food#top', true],
    ['/', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['stores', false],
    ['/with space', false],
  ])('%s → %s', (link, ok) => {
    expect(isSameSitePath(link)).toBe(ok);
  });
});

describe('moveItem', () => {
  it('moves one place and stops at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('pagePath', () => {
  it('serves vendor terms inside the vendor area', () => {
    expect(pagePath('about-us')).toBe('/about-us');
    expect(pagePath('vendor-terms-and-conditions')).toBe('/vendor/terms-and-conditions');
  });
});

describe('slugOfPath', () => {
  it.each([
    ['/about-us', 'about-us'],
    ['/privacy-policy/', 'privacy-policy'],
    ['/vendor/terms-and-conditions', 'vendor-terms-and-conditions'],
    ['/about-us.data', 'about-us'],
    ['/vendor/terms-and-conditions.data', 'vendor-terms-and-conditions'],
  ])('%s → %s', (path, slug) => {
    expect(slugOfPath(path)).toBe(slug);
  });
  it('is the inverse of pagePath', () => {
    expect(slugOfPath(pagePath('vendor-terms-and-conditions'))).toBe('vendor-terms-and-conditions');
  });
});
