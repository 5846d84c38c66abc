import type { PaymentState } from '@bedesten/core/schemas/checkout';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { PaymentResult } from './payment-result.tsx';

const DUE = '2026-05-01T12:30:00.000Z';

function render(state: PaymentState): string {
  const retry = ({ orderId, dueAt }: { orderId: string; dueAt: string }) => (
    <p>
      retry slot {orderId} until {dueAt}
    </p>
  );
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', element: <PaymentResult state={state} retry={retry} />, loader: () => null }],
    { hydrationData: { loaderData: { root: { lang: 'en', user: null, sessionKnown: true, demo: false } } } },
  );
  return renderToString(
    <I18nProvider i18n={createI18n('en')}>
      <ClientStateProvider>
        <RouterProvider router={router} />
      </ClientStateProvider>
    </I18nProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

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
  changed: false,
  ...over,
});

describe('/payment after a declined card (issue 43)', () => {
  beforeAll(() => loadLanguage('en'));

  it('keeps the order: offers another card (and cancelling) until it is due, not "cancelled, back in your cart"', () => {
    const html = render(state({}));
    expect(html).toContain(`retry slot 5b0c7c52-1d47-4f4e-9a55-0d4b8f1a2c3e until ${DUE}`);
    expect(html).toContain('View your order');
    expect(html).not.toContain('Payment failed');
  });

  it('a cancelled order (the customer, or the time ran out) says so, without another card', () => {
    const html = render(state({ order_status: 'cancelled', payment_status: 'failed', payment_due_at: null }));
    expect(html).toContain('Payment failed');
    expect(html).not.toContain('retry slot');
  });
});
