import { describe, expect, inject, it } from 'vitest';

/**
 * Issue 10 item 8: a visitor (a crawler, a quick shopper, an office behind
 * one address) reading the site quickly gets pages, never a 5xx. One address
 * crawls the public pages at about ten a second, following the links the
 * pages themselves show, and every answer is tallied.
 */

const PAGES_PER_SECOND = 10;
const SECONDS = Number(process.env.CRAWL_SECONDS ?? 40);
const SEEDS = [
  '/',
  '/stores',
  '/shopping',
  '/help',
  '/faqs',
  '/contact-us',
  '/pricing',
  '/?lang=tr',
  '/stores?lang=tr',
];
/** Not pages to crawl: the API, assets, sign-out, the panels (they only redirect to sign-in). */
const SKIP = /^\/(api|assets|logout|sign-out|vendor|admin|driver|dev)(\/|$|\?)|\.[a-z0-9]{2,5}(\?|$)/i;

function linksOf(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)"/g)) {
    const href = match[1]!.replaceAll('&amp;', '&');
    if (!href.startsWith('//') && !SKIP.test(href)) links.push(href);
  }
  return links;
}

describe('a quick crawl from one address', () => {
  it(
    `reads ${PAGES_PER_SECOND} pages a second for ${SECONDS} s and never gets a 5xx`,
    { timeout: (SECONDS + 60) * 1000 },
    async () => {
      const baseUrl = inject('baseUrl');
      const queue = [...SEEDS];
      const seen = new Set(queue);
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      let next = 0;
      let pages = 0;

      const visit = async (path: string) => {
        let status: number;
        let html = '';
        try {
          const response = await fetch(`${baseUrl}${path}`, {
            redirect: 'manual',
            headers: { accept: 'text/html' },
            signal: AbortSignal.timeout(30_000),
          });
          status = response.status;
          html = await response.text();
        } catch (error) {
          status = 0;
          failures.push(`${path}: ${String(error)}`);
        }
        pages += 1;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) failures.push(`${path}: ${status}`);
        if (status === 200) {
          for (const link of linksOf(html)) {
            if (seen.has(link) || seen.size >= 2000) continue;
            seen.add(link);
            queue.push(link);
          }
        }
      };

      const started = Date.now();
      const inFlight = new Set<Promise<void>>();
      for (let tick = 0; Date.now() - started < SECONDS * 1000; tick++) {
        // New pages first; once every link was read, read them again (a crawler comes back).
        const path = next < queue.length ? queue[next++]! : queue[tick % queue.length]!;
        const request = visit(path).finally(() => inFlight.delete(request));
        inFlight.add(request);
        const due = started + ((tick + 1) * 1000) / PAGES_PER_SECOND;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      }
      await Promise.all(inFlight);
      const elapsed = (Date.now() - started) / 1000;

      const tally = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
      console.log(
        `crawl: ${pages} pages in ${elapsed.toFixed(1)} s (${(pages / elapsed).toFixed(1)}/s), ${seen.size} distinct URLs, statuses ${JSON.stringify(tally)}`,
      );
      expect(failures).toEqual([]);
      // The default read budget (1 200 a minute) holds a crawl at this pace without a single refusal.
      expect(statuses.get(429) ?? 0).toBe(0);
      expect(seen.size).toBeGreaterThan(50);
      expect(pages).toBeGreaterThanOrEqual(SECONDS * PAGES_PER_SECOND * 0.8);
    },
  );
});
