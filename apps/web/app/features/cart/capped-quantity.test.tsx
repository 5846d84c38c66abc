import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { committedQuantity } from '~/components/quantity-stepper.tsx';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import type { CartRow } from './cart-model.ts';
import { addedNotice } from './components/add-to-cart.tsx';
import { CartLines } from './components/cart-lines.tsx';

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

const row = (extra: Partial<CartRow> = {}): CartRow => ({
  key: 'line-1',
  name: 'Olive bread',
  href: null,
  image: null,
  size: null,
  unit: null,
  selling: 400,
  mrp: 400,
  quantity: 12,
  max: 12,
  stock: 12,
  status: 'in_stock',
  problem: null,
  ...extra,
});

describe('a quantity above what is left', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('becomes what is left, and says it was cut', () => {
    expect(committedQuantity(50, 3, 1, 12)).toEqual({ quantity: 12, capped: true });
    expect(committedQuantity(12, 3, 1, 12)).toEqual({ quantity: 12, capped: false });
    expect(committedQuantity(4.4, 3, 1, 12)).toEqual({ quantity: 4, capped: false });
    expect(committedQuantity(0, 3, 1, 12)).toEqual({ quantity: 1, capped: false });
    expect(committedQuantity(Number.NaN, 3, 1, 12)).toEqual({ quantity: 3, capped: false });
  });

  it('is told on the cart line once the cart holds what is left, in English and Turkish', () => {
    const props = { currency: 'EUR', busy: false, onQuantity: () => {}, onRemove: () => {} };
    const en = render('en', <CartLines {...props} rows={[row()]} capped={{ key: 'line-1', n: 12 }} />);
    expect(en).toContain('Only 12 left: your cart has 12');
    const tr = render('tr', <CartLines {...props} rows={[row()]} capped={{ key: 'line-1', n: 12 }} />);
    expect(tr).toContain('Yalnızca 12 adet kaldı: sepetinizde 12 adet var');
    // Not before the cart holds it (the change failed, or is on its way), and not on another line.
    expect(
      render('en', <CartLines {...props} rows={[row({ quantity: 3 })]} capped={{ key: 'line-1', n: 12 }} />),
    ).not.toContain('Only 12 left');
    expect(render('en', <CartLines {...props} rows={[row()]} capped={{ key: 'line-2', n: 12 }} />)).not.toContain(
      'Only 12 left',
    );
    // Always available: the cart's own limit, not "left".
    const limited = render(
      'en',
      <CartLines {...props} rows={[row({ quantity: 99, max: 99, stock: null })]} capped={{ key: 'line-1', n: 99 }} />,
    );
    expect(limited).toContain('At most 99 at a time: your cart has 99');
  });

  it('is said after adding it from the product page, instead of the success toast', () => {
    const t = createI18n('en').tFor(['cart']);
    const product = { name: 'Olive bread' };
    expect(addedNotice(t, product, { stock: 12 }, 12, 12, true)).toEqual({
      tone: 'info',
      text: 'Only 12 left: your cart has 12',
    });
    expect(addedNotice(createI18n('tr').tFor(['cart']), product, { stock: 12 }, 12, 12, true)).toEqual({
      tone: 'info',
      text: 'Yalnızca 12 adet kaldı: sepetinizde 12 adet var',
    });
    expect(addedNotice(t, product, { stock: 12 }, 3, 3, false)).toEqual({
      tone: 'success',
      text: '3 × Olive bread are in your cart',
    });
  });
});
