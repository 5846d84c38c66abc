import type { OrderDetail } from '@bedesten/core/schemas/orders';
import { message } from '~/lib/messages.ts';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { ordersApi } from '../api.ts';
import { formatMinutes, minutesLeft, tryAnotherCard } from '../retry-card-payment.ts';

/** How often the time left is read again: it is shown in whole minutes. */
const TICK_MS = 15_000;

/**
 * "Your card was declined" (issue 43): while an order is kept
 * `awaiting_payment`, the time left and "Try another card", which opens a new
 * card payment for the same order and goes to the card page. Cancelling is
 * the page's Cancel order (`children` places it here on `/payment`). Once the
 * time is over the release job cancels the order; the page says so meanwhile.
 */
export function RetryCardPayment({
  orderId,
  dueAt,
  children,
}: {
  orderId: string;
  dueAt: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const titleId = useId();
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const left = minutesLeft(dueAt, now);

  async function retry() {
    setBusy(true);
    setProblem(null);
    const outcome = await tryAnotherCard({
      call: () => ordersApi.retryCardPayment(orderId),
      go: (url) => window.location.assign(url),
    });
    if (outcome.ok) return;
    setBusy(false);
    setProblem(
      'failure' in outcome ? onError(outcome.failure, { silent: true }) : message('service_unavailable', lang),
    );
    // Paid or cancelled meanwhile (409): the page shows the order as it now is.
    await revalidator.revalidate();
  }

  return (
    <section className="notice order-retry" aria-labelledby={titleId} data-testid="retry-card-payment">
      <h2 id={titleId}>{t('retry.title')}</h2>
      {/* Server and browser may be a minute apart in what they count. */}
      <p suppressHydrationWarning>
        {left > 0 ? t('retry.kept', { left: formatMinutes(left, lang) }) : t('retry.over')}
      </p>
      {problem ? (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      {left > 0 ? (
        <p className="notice__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void retry()}
            disabled={!hydrated || busy}
            aria-busy={busy}
          >
            {t('retry.button')}
          </button>
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** The order page's slot: the notice only while the order is kept after a declined card. */
export function OrderRetryCardPayment({ order }: { order: OrderDetail }) {
  if (order.status !== 'placed' || order.payment.status !== 'awaiting_payment' || !order.payment.due_at) return null;
  return <RetryCardPayment orderId={order.id} dueAt={order.payment.due_at} />;
}
