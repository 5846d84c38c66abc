import type { OrderSummary } from '@bedesten/core/schemas/orders';
import {
  msUntilNextOverdue,
  overdueOrders,
  UNANSWERED_ORDER_ALARM_MS,
  UNANSWERED_ORDER_REPEAT_MS,
} from '@bedesten/core/orders/unanswered-alarm';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { apiPost } from '~/lib/api-client.ts';

/** How often the waiting orders are read again (an order accepted in another tab stops ringing). */
const REFRESH_MS = 60_000;
const SILENCED_KEY = 'bedesten:alarm-silenced';

export { alarm } from '~/lib/alarm-sound.ts';

function readSilenced(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SILENCED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/**
 * The spec's alarm (SPEC.md §9) for a new order nobody answered: once an
 * order has stayed `placed` for UNANSWERED_ORDER_ALARM_MS, a banner lists it
 * and the alarm sounds every UNANSWERED_ORDER_REPEAT_MS (when the vendor
 * turned the sound on) until the order is accepted, opened from the banner,
 * or the alarm is muted. `changes` grows with each live new-order event.
 */
export function UnansweredAlarm({ play, changes }: { play: () => void; changes: number }) {
  const { t } = useTranslation('orders');
  const { pathname, search } = useLocation();
  const [waiting, setWaiting] = useState<OrderSummary[]>([]);
  const [silenced, setSilenced] = useState<Set<string>>(() => new Set());
  const [now, setNow] = useState(() => Date.now());
  const playRef = useRef(play);
  playRef.current = play;

  const refresh = useCallback(async () => {
    const result = await apiPost<{ data: OrderSummary[] }>('vendor-orders-list', {
      status: 'processing',
      per_page: 100,
    });
    if (result.ok) setWaiting(result.data.data.filter((order) => order.status === 'placed'));
    setNow(Date.now());
  }, []);

  useEffect(() => setSilenced(readSilenced()), []);

  // Read again on each live event and each page change (the vendor may just have accepted an order), and now and then.
  useEffect(() => {
    void refresh();
  }, [refresh, changes, pathname, search]);
  useEffect(() => {
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const overdue = overdueOrders(waiting, now, silenced);

  // Wake up when the next waiting order becomes overdue.
  useEffect(() => {
    const wait = msUntilNextOverdue(waiting, Date.now(), silenced);
    if (wait === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(timer);
  }, [waiting, silenced, now]);

  // Ring now and again while anything is overdue.
  const ringing = overdue.length > 0;
  useEffect(() => {
    if (!ringing) return undefined;
    playRef.current();
    const timer = setInterval(() => {
      playRef.current();
      setNow(Date.now());
    }, UNANSWERED_ORDER_REPEAT_MS);
    return () => clearInterval(timer);
  }, [ringing]);

  const silence = (ids: string[]) => {
    const next = new Set([...silenced, ...ids]);
    setSilenced(next);
    try {
      sessionStorage.setItem(SILENCED_KEY, JSON.stringify([...next]));
    } catch {
      // Private mode: muted for this page only.
    }
  };

  if (!ringing) return null;
  const minutes = Math.round(UNANSWERED_ORDER_ALARM_MS / 60_000);
  return (
    <div className="order-alarm" role="alert" aria-labelledby="order-alarm-title">
      <p id="order-alarm-title" className="order-alarm__title">
        {t('alarm.title', { count: overdue.length, minutes })}
      </p>
      <ul className="order-alarm__list">
        {overdue.map((order) => (
          <li key={order.id}>
            <Link
              to={`/vendor/orders?id=${order.id}`}
              className="button button--primary button--small"
              onClick={() => silence([order.id])}
            >
              {t('alarm.open', { number: order.number })}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => silence(overdue.map((order) => order.id))}
      >
        {t('alarm.mute')}
      </button>
    </div>
  );
}
