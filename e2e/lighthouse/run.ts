/**
 * Lighthouse (mobile, the default config: simulated slow 4G and a mid-range
 * phone) on the public pages of DESIGN.md §7, against the production build
 * served as `npm start` serves it, in Debian's Chromium. Writes the scores
 * and main metrics of the median of three runs per page to
 * e2e/lighthouse/results/latest.json and exits non-zero
 * when a budget is missed. Run with `npm run lighthouse` (it builds first).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../support/chromium.ts';
import { REPO_ROOT, startProductServer } from '../support/server.ts';

// Issue 15: mobile ≥ 95 performance and 100 in the three others, on every public page below, in both languages.
const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof BUDGETS;

/** Pages that are `noindex` by design. */
const NOT_INDEXED = new Set(['search', 'cart']);

/** Runs per page; the median by performance score is reported (LIGHTHOUSE_RUNS to change it). */
const RUNS_PER_PAGE = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface CategoryResult {
  auditRefs: { id: string; weight: number }[];
}

/** A category's score (0–100) with one audit left out, weighted as Lighthouse weighs the rest. */
function scoreWithout(
  category: CategoryResult | undefined,
  audits: Record<string, { score: number | null }>,
  left: string,
): number {
  const refs = (category?.auditRefs ?? []).filter((ref) => ref.id !== left && ref.weight > 0);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (weight === 0) return 0;
  const total = refs.reduce((sum, ref) => sum + ref.weight * (audits[ref.id]?.score ?? 0), 0);
  return Math.round((total / weight) * 100);
}

async function firstJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const chromePath = ensureChromium();
const server = await startProductServer({
  NODE_ENV: 'production',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  SEED_DEMO: 'true',
});
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
let failed = false;
try {
  const { baseUrl } = server;
  const stores = await firstJson<{ data: { slug: string }[] }>(`${baseUrl}/api/storeSearch`);
  const products = await firstJson<{ data: { slug: string; store: { slug: string } }[] }>(
    `${baseUrl}/api/landing-page-products?limit=1`,
  );
  const product = products.data[0]!;
  const english = {
    home: '/',
    stores: '/stores',
    search: '/shopping?q=halloumi',
    store: `/stores/${stores.data[0]!.slug}`,
    product: `/stores/${product.store.slug}/${product.slug}`,
    cart: '/cart',
    about: '/about-us',
    terms: '/terms-and-conditions',
    privacy: '/privacy-policy',
    faqs: '/faqs',
  };
  // Each page again in Turkish: `?lang=` is how a Turkish link names it (the cookie is not sent by Lighthouse runs).
  const pages: Record<string, string> = { ...english };
  for (const [name, pagePath] of Object.entries(english)) {
    pages[`${name} (tr)`] = `${pagePath}${pagePath.includes('?') ? '&' : '?'}lang=tr`;
  }
  // A server that visitors reach has served these pages before: one plain visit of each first, so the first page
  // measured does not pay for the JIT's and the database's first run (the first home run scored 84, the others 93+).
  for (const pagePath of Object.values(pages)) await fetch(`${baseUrl}${pagePath}`).then((response) => response.text());
  const results = [];
  for (const [name, pagePath] of Object.entries(pages)) {
    // Lighthouse's own advice on variance (docs/variability.md): several runs, the median one counts. A run that
    // could not measure (Chrome not painting in time on a busy machine) is tried again, twice at most.
    const runs = [];
    for (let n = 0; n < RUNS_PER_PAGE; n++) {
      for (let attempt = 1; attempt <= 3; attempt++) {
        const run = await lighthouse(`${baseUrl}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(BUDGETS),
        });
        if (!run) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        if (!run.lhr.runtimeError) {
          runs.push(run.lhr);
          break;
        }
        console.log(`${name}: ${run.lhr.runtimeError.code} (${run.lhr.runtimeError.message}), attempt ${attempt}`);
      }
    }
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = runs[Math.floor(runs.length / 2)];
    if (!lhr) throw new Error(`Lighthouse gave no result for ${pagePath}`);
    const scores = Object.fromEntries(
      (Object.keys(BUDGETS) as Category[]).map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    // Cart and search results ask crawlers not to index them (a cart is private, internal search results are
    // thin duplicates): their SEO is judged on every audit except the one that asks to be indexed (ADR 0048).
    const private_ = NOT_INDEXED.has(name.replace(/ \(tr\)$/, ''));
    if (private_) scores.seo = scoreWithout(lhr.categories.seo, lhr.audits, 'is-crawlable');
    const misses = (Object.keys(BUDGETS) as Category[]).filter((key) => scores[key] < BUDGETS[key]);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    results.push({
      name,
      path: pagePath,
      scores,
      metrics_ms: {
        first_contentful_paint: audit('first-contentful-paint'),
        largest_contentful_paint: audit('largest-contentful-paint'),
        total_blocking_time: audit('total-blocking-time'),
        speed_index: audit('speed-index'),
      },
      cumulative_layout_shift: audit('cumulative-layout-shift'),
      audits_below_90: failing,
      ...(private_ ? { seo_without: 'is-crawlable' } : {}),
      performance_of_runs: runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)),
      within_budget: misses.length === 0,
    });
    console.log(`${name.padEnd(14)} ${JSON.stringify(scores)}${misses.length ? `  MISSED: ${misses.join(', ')}` : ''}`);
    if (misses.length) failed = true;
  }
  const out = path.join(REPO_ROOT, 'e2e/lighthouse/results');
  await mkdir(out, { recursive: true });
  await writeFile(
    path.join(out, 'latest.json'),
    `${JSON.stringify({ at: new Date().toISOString(), budgets: BUDGETS, form_factor: 'mobile', results }, null, 2)}\n`,
  );
} finally {
  chrome.kill();
  await server.stop();
}
process.exit(failed ? 1 : 0);
