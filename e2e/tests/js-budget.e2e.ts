import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

/**
 * The first-load JavaScript budget of issue 15 (ADR 0049): every public page,
 * in English and in Turkish, references at most 150 KB of JavaScript (gzip)
 * before anything runs: its module scripts, the modules its inline scripts
 * import and everything those import statically. A size, not a time.
 */
const BUDGET_KB = 150;

const STATIC_PAGES = [
  '/',
  '/stores',
  '/shopping?q=bread',
  '/cart',
  '/faqs',
  '/help',
  '/about-us',
  '/blog',
  '/pricing',
  '/contact-us',
  '/terms-and-conditions',
  '/sitemap',
  '/vendor/sign-up',
  '/vendor/terms-and-conditions',
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/vendor/sign-in',
];

const baseUrl = inject('baseUrl');

async function html(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The first link on `path` whose address matches `pattern` (a store, a product, a blog post of the demo data). */
async function firstLink(path: string, pattern: RegExp): Promise<string> {
  const found = pattern.exec(await html(path));
  expect(found, `a link matching ${pattern} on ${path}`).not.toBeNull();
  return found![1]!;
}

/** The modules a built chunk imports statically (`import{a as b}from"./x.js"`, `import"./y.js"`), as /assets/ paths. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => `/assets/${match[1]!}`);
}

/**
 * Gzip bytes of every script a page loads before it runs anything (like /work/tools/firstload.mjs): the
 * scripts and modulepreload links it names, the modules its inline scripts import, and everything those
 * import statically in turn (the page names no preloads, ADR 0054, so the browser finds them that way).
 */
async function firstLoadBytes(path: string): Promise<{ total: number; files: string[] }> {
  const page = await html(path);
  const queue: string[] = [];
  for (const match of page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) queue.push(match[1]!);
  for (const match of page.matchAll(/import\(?\s*(?:[\w*{}\s,]+from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) {
    queue.push(match[1]!);
  }
  const files = new Set<string>();
  let total = 0;
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    files.add(file);
    const response = await fetch(`${baseUrl}${file}`);
    expect(response.status, file).toBe(200);
    const code = Buffer.from(await response.arrayBuffer());
    total += gzipSync(code, { level: 9 }).length;
    queue.push(...staticImports(code.toString('utf8')));
  }
  return { total, files: [...files] };
}

const withLanguage = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

describe('first-load JavaScript budget: every public page at most 150 KB gzip', () => {
  it('holds for every public page in English and Turkish', async () => {
    // The home page's first product and its store: the store list's first may be one a journey just made, still empty.
    const product = await firstLink('/', /href="(\/stores\/[a-z0-9-]+\/[a-z0-9-]+)"/);
    const store = product.slice(0, product.lastIndexOf('/'));
    const pages = [...STATIC_PAGES, store, product];
    const over: string[] = [];
    for (const path of pages) {
      for (const lang of ['en', 'tr']) {
        const address = withLanguage(path, lang);
        const { total, files } = await firstLoadBytes(address);
        // A page that references no script at all would pass by measuring nothing.
        expect(files.length, address).toBeGreaterThan(1);
        const kb = total / 1024;
        if (kb > BUDGET_KB) over.push(`${address}: ${kb.toFixed(1)} KB`);
      }
    }
    expect(over, `pages over ${BUDGET_KB} KB gzip of first-load JS`).toEqual([]);
  });
});
