import type { PublicFaq, PublicFaqTopic } from './api.ts';

/**
 * Pure helpers of the content pages and their staff screens (no React, no
 * I/O), so they are unit-tested on their own.
 */

/** Every entry of the grouped FAQ, in order. */
export function faqEntries(topics: readonly PublicFaqTopic[]): PublicFaq[] {
  return topics.flatMap((topic) => topic.entries);
}

/** The help centre's popular questions: the first entry of each topic, then the next ones, up to `count`. */
export function popularFaqs(topics: readonly PublicFaqTopic[], count: number): PublicFaq[] {
  const out: PublicFaq[] = [];
  const depth = Math.max(0, ...topics.map((topic) => topic.entries.length));
  for (let row = 0; row < depth && out.length < count; row += 1) {
    for (const topic of topics) {
      const entry = topic.entries[row];
      if (entry && out.length < count) out.push(entry);
    }
  }
  return out;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** The text of sanitised HTML (for JSON-LD and meta descriptions): tags dropped, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => {
      if (name in ENTITIES) return ENTITIES[name] ?? whole;
      const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
      if (!code) return whole;
      const point = name.startsWith('#x') || name.startsWith('#X') ? parseInt(code, 16) : Number(code);
      return Number.isFinite(point) ? String.fromCodePoint(point) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** schema.org FAQPage structured data of the FAQ entries. */
export function faqPageJsonLd(topics: readonly PublicFaqTopic[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqEntries(topics).map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(entry.answer_html) },
    })),
  };
}

/** An ISO instant as the value of a `datetime-local` input, in the browser's time zone (`2026-05-01T09:30`). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; empty means no date (a draft). */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A link a banner may use: a path of this site (`/stores`), never another scheme or host. */
export function isSameSitePath(link: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(link);
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const out = [...items];
  if (index < 0 || index >= out.length || target < 0 || target >= out.length) return out;
  const [item] = out.splice(index, 1) as [T];
  out.splice(target, 0, item);
  return out;
}

/** The slugs of the staff-edited pages, each served at `/<slug>` (vendor terms at `/vendor/terms-and-conditions`). */
export function pagePath(slug: string): string {
  return slug === 'vendor-terms-and-conditions' ? '/vendor/terms-and-conditions' : `/${slug}`;
}

/**
 * The slug of a content page served at this URL (`/about-us` → `about-us`,
 * `/vendor/terms-and-conditions` → `vendor-terms-and-conditions`); a client
 * navigation's data request (`/about-us.data`) names the same page.
 */
export function slugOfPath(pathname: string): string {
  return pathname
    .replace(/\.data$/, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/\//g, '-');
}
