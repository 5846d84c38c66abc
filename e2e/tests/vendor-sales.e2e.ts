import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { signInDemoVendor } from '../support/vendor-catalogue.ts';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** The downloaded file's text and first line (without the byte order mark). */
async function readDownload(download: Download): Promise<{ text: string; firstLine: string }> {
  const text = await readFile((await download.path())!, 'utf8');
  return { text, firstLine: text.replace(/^\uFEFF/, '').split('\r\n')[0]! };
}

/** The same figures the page shows, straight from the API with the page's own session. */
async function apiData<T>(page: Page, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response =
    method === 'GET'
      ? await page.request.get(path)
      : await page.request.post(path, { data: body ?? {}, headers: { origin: new URL(page.url()).origin } });
  expect(response.status(), path).toBe(200);
  return (await response.json()).data as T;
}

/**
 * Issue 5, the vendor's sales screens: the demo vendor (whose store the demo
 * seed gives forty past orders) opens the dashboard, filters transactions and
 * opens one, switches the report's period and exports the CSV, at 375 px with
 * an axe check on every page; then the Turkish pages.
 */
describe('vendor sales', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('shows the dashboard, filters and opens transactions, switches the report and exports CSV (375 px)', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await signInDemoVendor(page);

    // Dashboard: the figures are the API's; the latest orders lead to received orders.
    await page.goto('/vendor/dashboard?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const dashboard = await apiData<{
      month: { orders: number };
      pending_orders: number;
      latest_orders: { number: number }[];
    }>(page, 'GET', '/api/vendor-dashboard');
    expect(dashboard.latest_orders.length, 'the demo seed gives the demo vendor orders').toBeGreaterThan(0);
    expect(await page.locator('[data-span="month"] [data-figure="orders"] dd').textContent()).toBe(
      String(dashboard.month.orders),
    );
    expect(await page.locator('[data-figure="pending"] .vs-attention__number').textContent()).toBe(
      String(dashboard.pending_orders),
    );
    const newest = page.getByRole('table', { name: 'The five newest orders' });
    const latest = newest.getByRole('row');
    expect(await latest.count()).toBe(dashboard.latest_orders.length + 1);
    // In the table: the unanswered-order alarm above may name the same order once it has waited three minutes.
    expect(
      await newest.getByRole('link', { name: `#${dashboard.latest_orders[0]!.number}` }).getAttribute('href'),
    ).toBe('/vendor/orders');
    expect(await page.getByRole('link', { name: /Low stock variants/ }).getAttribute('href')).toBe(
      '/vendor/product-manage?stock=low',
    );
    await expectAccessible(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    // Transactions: the tabs count as the API does; "Completed" lists only paid ones.
    await page.goto('/vendor/transaction?lang=en');
    const all = await apiData<{ all_count: number; completed_count: number; pending_count: number }>(
      page,
      'POST',
      '/api/vendor-payments-list',
      { period: 'all' },
    );
    expect(all.all_count).toBe(all.completed_count + all.pending_count);
    expect(await page.locator('[data-tab="all"] .vs-tabs__count').textContent()).toBe(String(all.all_count));
    expect(await page.locator('[data-tab="pending"] .vs-tabs__count').textContent()).toBe(String(all.pending_count));
    await page.locator('[data-tab="completed"]').click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'paid');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /transaction/ })
          .textContent(),
      )
      .toBe(`${all.completed_count} transaction${all.completed_count === 1 ? '' : 's'}`);
    const statuses = await page.locator('tbody [data-status]').allTextContents();
    expect(statuses.length).toBe(Math.min(10, all.completed_count));
    expect(new Set(statuses)).toEqual(new Set(['Paid']));

    // The period: the last four weeks, counted as the API counts them.
    const recent = await apiData<{ completed_count: number }>(page, 'POST', '/api/vendor-payments-list', {
      period: '4w',
      status: 'paid',
    });
    await page.getByLabel('Period').selectOption('4w');
    await page.waitForURL((url) => url.searchParams.get('period') === '4w');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /transaction/ })
          .textContent(),
      )
      .toBe(`${recent.completed_count} transaction${recent.completed_count === 1 ? '' : 's'}`);

    // The detail panel of the first one.
    const firstRow = page.locator('tbody tr').first();
    const number = (await firstRow.locator('th').textContent())!;
    await firstRow.getByRole('link', { name: /Details/ }).click();
    const panel = page.getByRole('region', { name: `Transaction for order ${number}` });
    await panel.waitFor();
    expect(await panel.getByText('Order total').count()).toBe(1);
    await expectAccessible(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await panel.getByRole('link', { name: 'Close details' }).click();
    await panel.waitFor({ state: 'detached' });

    // Report: days first; the week switch; the chart has a bar per bucket and a table alternative.
    await page.goto('/vendor/report?lang=en');
    const chart = page.getByRole('img', { name: 'Sales by day' });
    await chart.waitFor();
    expect(await chart.locator('rect').count()).toBe(30);
    await page.getByRole('link', { name: 'Week', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === 'week');
    const weeks = page.getByRole('img', { name: 'Sales by week' });
    await weeks.waitFor();
    expect(await weeks.locator('rect').count()).toBe(12);
    await page.getByText('Show the figures as a table').click();
    expect(await page.getByRole('table', { name: 'Sales and orders by week' }).getByRole('row').count()).toBe(13);
    expect(await page.locator('[data-figure="orders"] dd').textContent()).not.toBe('0');
    await expectAccessible(page);
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export totals (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sales-report-week-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readDownload(download);
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    expect(csv.firstLine).toBe('Week starting,Orders,Sold orders,Sales (EUR)');
    expect(csv.text.split('\r\n').filter((line) => /^\d{4}-\d{2}-\d{2},/.test(line))).toHaveLength(12);

    // The order lines of the same weeks: one row per line, with its order, product, VAT and status.
    const [lines] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export order lines (CSV)' }).click(),
    ]);
    expect(lines.suggestedFilename()).toMatch(/^order-lines-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const linesCsv = await readDownload(lines);
    expect(linesCsv.firstLine).toBe(
      'Date,Order number,Product,Quantity,Unit price (EUR),VAT rate (%),Line total (EUR),Status',
    );
  });

  it('speaks Turkish on the Turkish pages, the CSV too', async () => {
    const page = await session.newPage({ width: 1280, height: 900 });
    await signInDemoVendor(page);
    await page.goto('/vendor/dashboard?lang=tr');
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await page.getByRole('heading', { level: 2, name: 'Bugün' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Bu ay' }).count()).toBe(1);
    await expectAccessible(page);

    await page.goto('/vendor/transaction?lang=tr');
    await page.getByRole('heading', { level: 1, name: 'İşlemler' }).waitFor();
    expect(await page.locator('[data-tab="completed"]').textContent()).toMatch(/^Tamamlanan\d+$/);
    await expectAccessible(page);

    await page.goto('/vendor/report?lang=tr&period=month');
    await page.getByRole('img', { name: 'Satışlar (ay bazında)' }).waitFor();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Toplamları CSV olarak indir' }).click(),
    ]);
    const csv = await readDownload(download);
    // Turkish Excel opens `;` and decimal commas as columns and numbers.
    expect(csv.firstLine).toBe('Ay;Siparişler;Satılan siparişler;Satışlar (EUR)');
    expect(csv.text.split('\r\n').some((line) => /^\d{4}-\d{2};\d+;\d+;\d+,\d{2}$/.test(line))).toBe(true);
    expect(csv.text).toContain('En çok satan ürünler');
  });
});
