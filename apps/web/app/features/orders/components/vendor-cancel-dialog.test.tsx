import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { cancelReasonOf, VendorCancelDialog } from './vendor-cancel-dialog.tsx';

function html(lang: 'en' | 'tr', element: ReactElement): string {
  const router = createMemoryRouter([{ id: 'root', path: '/', element, loader: () => null }], {
    hydrationData: { loaderData: { root: { lang, user: null, sessionKnown: true, demo: false } } },
  });
  return renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('a store cancelling an order', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('asks for a reason the customer will read, in both languages', () => {
    const dialog = (lang: 'en' | 'tr') =>
      html(
        lang,
        <VendorCancelDialog open number={100042} busy={false} onClose={() => undefined} onConfirm={() => undefined} />,
      );
    const en = dialog('en');
    expect(en).toContain('Cancel order 100042?');
    expect(en).toMatch(/<label for="[^"]+-reason">Reason for cancelling<\/label>/);
    expect(en).toMatch(/<textarea[^>]*required/);
    expect(en).toContain('The customer reads it on their order');
    const tr = dialog('tr');
    expect(tr).toContain('İptal sebebi');
    expect(tr).toContain('Müşteri bunu siparişinde okur');
  });

  it('takes the reason trimmed, and nothing but spaces as none', () => {
    expect(cancelReasonOf('  Out of flour today ')).toBe('Out of flour today');
    expect(cancelReasonOf('   ')).toBe('');
  });
});
