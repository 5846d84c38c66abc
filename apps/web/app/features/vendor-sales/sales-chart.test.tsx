import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { SalesChart, xLabelPlacement } from './components/sales-chart.tsx';
import { orderLinesCsvHref } from './query.ts';

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

const series = ['2026-11-01', '2026-11-02', '2026-11-03'].map((start, i) => ({
  start,
  orders: i + 1,
  sales: [4000, 0, 1500][i]!,
  sales_orders: i,
}));

describe('the sales chart', () => {
  beforeAll(async () => {
    await loadLanguage('en');
  });

  it('puts the axis figures in their own column beside the plot, never over a bar', () => {
    const html = render(
      'en',
      <SalesChart series={series} period="day" from="2026-11-01" to="2026-11-03" currency="EUR" />,
    );
    const svg = /<svg[\s\S]*<\/svg>/.exec(html)![0];
    // "€0.00", the middle and the top of the axis: outside the drawing, in the column before it.
    const drawnTexts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(drawnTexts.length).toBeGreaterThan(0);
    expect(drawnTexts.some((label) => label!.includes('€'))).toBe(false);
    expect(svg).not.toContain('vs-chart__axis');
    const column = /<div class="vs-chart__axis-column"[\s\S]*?<\/div>/.exec(html)![0];
    expect(column.match(/class="vs-chart__axis"/g)).toHaveLength(3);
    expect(column).toContain('€0.00');
    expect(column).toContain('€50.00');
    expect(html.indexOf('vs-chart__axis-column')).toBeLessThan(html.indexOf('<svg'));
    expect(svg.match(/<rect /g)).toHaveLength(3);
  });

  it('keeps the first and last day labels inside the plot', () => {
    expect(xLabelPlacement(0, 30, 100 / 30)).toEqual({ x: '0%', anchor: 'start' });
    expect(xLabelPlacement(29, 30, 100 / 30).anchor).toBe('end');
    expect(xLabelPlacement(10, 30, 10)).toEqual({ x: '105%', anchor: 'middle' });
    expect(xLabelPlacement(0, 1, 100)).toEqual({ x: '50%', anchor: 'middle' });
  });

  it('links the order-lines export of the report’s own range and language', () => {
    expect(orderLinesCsvHref({ period: 'week', from: '2026-09-01', to: '2026-11-23' }, 'tr')).toBe(
      '/api/vendor-report-order-lines?period=week&from=2026-09-01&to=2026-11-23&lang=tr',
    );
  });
});
