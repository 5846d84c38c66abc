import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { ProductFilters } from './components/product-filters.tsx';
import { RESULTS_ID, StoreFilters } from './components/store-filters.tsx';

function render(path: string, node: ReactNode): string {
  const router = createMemoryRouter([{ id: 'root', path, element: node, loader: () => null }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: { lang: 'en', user: null, sessionKnown: true, demo: false } } },
  });
  return renderToString(
    <I18nProvider i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('"Show results" on the lists', () => {
  beforeAll(() => loadLanguage('en'));

  it('lands on the results, not back at the filters', () => {
    expect(RESULTS_ID).toBe('results');
    expect(render('/stores', <StoreFilters values={{}} categories={[]} />)).toContain('action="/stores#results"');
    const products = render(
      '/shopping',
      <ProductFilters values={{}} options={{ categories: [], price_ranges: [], availability: [] }} />,
    );
    expect(products).toContain('action="/shopping#results"');
  });
});
