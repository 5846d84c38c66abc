import type { OrderDetail } from '@bedesten/core/schemas/orders';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { OrderRetryCardPayment, RetryCardPayment } from './components/retry-card-payment.tsx';
import { formatMinutes, minutesLeft, tryAnotherCard, type RetryAnswer } from './retry-card-payment.ts';

function render(lang: 'en' | 'tr', element: ReactNode): string {
  const router = createMemoryRouter([{ id: 'root', path: '/', element, loader: () => null }], {
    hydrationData: { loaderData: { root: { lang, user: null, sessionKnown: true, demo: false } } },
  });
  return renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <ClientStateProvider>
        <RouterProvider router={router} />
      </ClientStateProvider>
    </I18nProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

const ORDER_ID = '5b0c7c52-1d47-4f4e-9a55-0d4b8f1a2c3e';
/** 28½ minutes from now: "29 minutes" left (whole minutes, rounded up). */
const dueIn29 = () => new Date(Date.now() + 28.5 * 60_000).toISOString();

const answer = (redirect: string | null): RetryAnswer => ({
  ok: true,
  status: 201,
  data: {
    data: {
      order_id: ORDER_ID,
      number: 100123,
      order_status: 'placed',
      payment_method: 'card',
      payment_status: 'awaiting_payment',
      order_total: 2400,
      currency: 'EUR',
      payment: { id: 'f0e1d2c3-b4a5-4969-8877-665544332211', status: 'pending', redirect_url: redirect },
      payment_due_at: dueIn29(),
      cancelled_by: null,
      store_slug: 'girne-firini',
      changed: true,
    },
  },
});

describe('"Try another card" after a declined card (issue 43)', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('says the card was declined, how long the order is kept, and offers another card, in English', () => {
    const html = render('en', <RetryCardPayment orderId={ORDER_ID} dueAt={dueIn29()} />);
    expect(html).toContain('Your card was declined');
    expect(html).toContain('Your order is kept for 29 minutes: try another card or cancel it. Nothing was charged.');
    expect(html).toContain('Try another card');
  });

  it('speaks real Turkish', () => {
    const html = render('tr', <RetryCardPayment orderId={ORDER_ID} dueAt={dueIn29()} />);
    expect(html).toContain('Kartınız reddedildi');
    expect(html).toContain(
      'Siparişiniz 29 dakika daha saklanıyor: başka bir kartla ödeyin ya da iptal edin. Hiçbir ücret alınmadı.',
    );
    expect(html).toContain('Başka bir kartla öde');
  });

  it('offers no other card once the time is over', () => {
    const html = render(
      'en',
      <RetryCardPayment orderId={ORDER_ID} dueAt={new Date(Date.now() - 1_000).toISOString()} />,
    );
    expect(html).toContain('The time to pay is over: the order is being cancelled.');
    expect(html).not.toContain('Try another card');
  });

  it('shows on the order page only while the order is kept after a declined card', () => {
    const order = (status: string, paymentStatus: string, dueAt: string | null) =>
      ({ id: ORDER_ID, status, payment: { status: paymentStatus, due_at: dueAt } }) as unknown as OrderDetail;
    expect(render('en', <OrderRetryCardPayment order={order('placed', 'awaiting_payment', dueIn29())} />)).toContain(
      'Try another card',
    );
    for (const other of [
      order('placed', 'paid', null),
      order('placed', 'pending', null),
      order('cancelled', 'failed', null),
    ]) {
      expect(render('en', <OrderRetryCardPayment order={other} />)).not.toContain('declined');
    }
  });

  it('goes to the new card page of the same order, or says why not', async () => {
    const went: string[] = [];
    const go = (url: string) => void went.push(url);
    expect(await tryAnotherCard({ call: async () => answer('/api/test-gateway/pay/f0e1'), go })).toEqual({ ok: true });
    expect(went).toEqual(['/api/test-gateway/pay/f0e1']);

    const refused: RetryAnswer = {
      ok: false,
      status: 409,
      reason: 'http',
      error: { error: 'This order is no longer waiting for a card payment', code: 'order_not_awaiting_payment' },
    } as RetryAnswer;
    expect(await tryAnotherCard({ call: async () => refused, go })).toEqual({ ok: false, failure: refused });
    expect(await tryAnotherCard({ call: async () => answer(null), go })).toEqual({ ok: false, unreachable: true });
    expect(went).toHaveLength(1);
  });

  it('counts whole minutes left, rounded up, in each language', () => {
    const due = '2026-05-01T12:30:00.000Z';
    expect(minutesLeft(due, Date.parse('2026-05-01T12:00:00.000Z'))).toBe(30);
    expect(minutesLeft(due, Date.parse('2026-05-01T12:29:59.000Z'))).toBe(1);
    expect(minutesLeft(due, Date.parse('2026-05-01T12:30:00.000Z'))).toBe(0);
    expect(minutesLeft(due, Date.parse('2026-05-01T13:00:00.000Z'))).toBe(0);
    expect(formatMinutes(1, 'en')).toBe('1 minute');
    expect(formatMinutes(30, 'en')).toBe('30 minutes');
    expect(formatMinutes(30, 'tr')).toBe('30 dakika');
  });
});
