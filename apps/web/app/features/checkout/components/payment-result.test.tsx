import type { PaymentState } from '@bedesten/core/schemas/checkout';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { PaymentResult } from './payment-result.tsx';

const DUE = '2026-05-01T12:30:00.000Z';

/** The page's markup, and its text with the tags taken out. */
function draw(state: PaymentState, lang: 'en' | 'tr' = 'en'): { html: string; text: string } {
  const retry = ({ orderId, dueAt }: { orderId: string; dueAt: string }) => (
    <p>
      retry slot {orderId} until {dueAt}
    </p>
  );
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', element: <PaymentResult state={state} retry={retry} />, loader: () => null }],
    { hydrationData: { loaderData: { root: { lang, user: null, sessionKnown: true, demo: false } } } },
  );
  const html = renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <ClientStateProvider>
        <RouterProvider router={router} />
      </ClientStateProvider>
    </I18nProvider>,
  ).replace(/<!-- -->/g, '');
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

const render = (state: PaymentState): string => draw(state).text;

const state = (over: Partial<PaymentState>): PaymentState => ({
  order_id: '5b0c7c52-1d47-4f4e-9a55-0d4b8f1a2c3e',
  number: 100123,
  order_status: 'placed',
  payment_method: 'card',
  payment_status: 'awaiting_payment',
  order_total: 2400,
  currency: 'EUR',
  payment: { id: 'f0e1d2c3-b4a5-4969-8877-665544332211', status: 'failed', redirect_url: null },
  payment_due_at: DUE,
  cancelled_by: null,
  store_slug: 'girne-firini',
  changed: false,
  ...over,
});

describe('/payment after a declined card (issue 43)', () => {
  beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('tr')]));

  it('keeps the order: offers another card (and cancelling) until it is due, not "cancelled, back in your cart"', () => {
    const html = render(state({}));
    expect(html).toContain(`retry slot 5b0c7c52-1d47-4f4e-9a55-0d4b8f1a2c3e until ${DUE}`);
    expect(html).toContain('View your order');
    expect(html).not.toContain('Payment failed');
  });

  it('an order the system cancelled (the time ran out) says so, its lines back in the cart, without another card', () => {
    const html = render(
      state({ order_status: 'cancelled', payment_status: 'failed', payment_due_at: null, cancelled_by: 'system' }),
    );
    expect(html).toContain('Payment failed');
    expect(html).toContain('Its items are back in your cart');
    expect(html).not.toContain('retry slot');
  });

  it('an order the customer cancelled says so and that nothing was charged, not "back in your cart"', () => {
    const cancelled = state({
      order_status: 'cancelled',
      payment_status: 'failed',
      payment_due_at: null,
      cancelled_by: 'customer',
    });
    const en = draw(cancelled);
    expect(en.text).toContain('Order cancelled');
    expect(en.text).toContain('You cancelled order 100123. Nothing was charged.');
    expect(en.text).not.toContain('back in your cart');
    expect(en.text).not.toContain('Payment failed');
    expect(en.text).not.toContain('retry slot');
    // Its lines are not in the cart: the way back is the store, not "Try again" at an empty checkout.
    expect(en.html).toMatch(/<a[^>]*href="\/stores\/girne-firini"[^>]*>Back to the store<\/a>/);
    expect(en.text).not.toContain('Try again');

    const tr = draw(cancelled, 'tr');
    expect(tr.text).toContain('Sipariş iptal edildi');
    expect(tr.text).toContain('100123 numaralı siparişi iptal ettiniz. Hiçbir ücret alınmadı.');
    expect(tr.text).toContain('Mağazaya dön');
    expect(tr.text).not.toContain('sepetinize geri kondu');
  });

  it('an order its store cancelled says it was cancelled and nothing was charged', () => {
    const html = render(
      state({ order_status: 'cancelled', payment_status: 'failed', payment_due_at: null, cancelled_by: 'vendor' }),
    );
    expect(html).toContain('Order 100123 was cancelled. Nothing was charged.');
    expect(html).not.toContain('back in your cart');
  });
});
