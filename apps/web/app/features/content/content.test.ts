import { describe, expect, it } from 'vitest';
import type { PublicFaq } from './api.ts';
import {
  faqPageJsonLd,
  fromLocalInput,
  groupFaqs,
  htmlToText,
  isSameSitePath,
  moveItem,
  pagePath,
  postState,
  slugOfPath,
  toLocalInput,
} from './content.ts';

const faq = (id: string, topic: string, name = topic): PublicFaq => ({
  id,
  topic,
  topic_name: name,
  question: `Q ${id}?`,
  answer_html: `<p>A <strong>${id}</strong> &amp; more</p>`,
});

describe('groupFaqs', () => {
  it('keeps the order of the entries and of first appearance of each topic', () => {
    const groups = groupFaqs([faq('1', 'ordering', 'Ordering'), faq('2', 'delivery'), faq('3', 'ordering')]);
    expect(groups.map((group) => [group.topic, group.name, group.items.map((item) => item.id)])).toEqual([
      ['ordering', 'Ordering', ['1', '3']],
      ['delivery', 'delivery', ['2']],
    ]);
  });
  it('is empty without entries', () => {
    expect(groupFaqs([])).toEqual([]);
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
    expect(faqPageJsonLd([faq('1', 'a')]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Q 1?', acceptedAnswer: { '@type': 'Answer', text: 'A 1 & more' } },
    ]);
  });
});

describe('postState', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it.each([
    [null, 'draft'],
    ['2026-06-02T00:00:00Z', 'scheduled'],
    ['2026-06-01T12:00:00Z', 'published'],
    ['2025-01-01T00:00:00Z', 'published'],
  ] as const)('%s is %s', (date, state) => {
    expect(postState(date, now)).toBe(state);
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
  ])('%s → %s', (path, slug) => {
    expect(slugOfPath(path)).toBe(slug);
  });
  it('is the inverse of pagePath', () => {
    expect(slugOfPath(pagePath('vendor-terms-and-conditions'))).toBe('vendor-terms-and-conditions');
  });
});
