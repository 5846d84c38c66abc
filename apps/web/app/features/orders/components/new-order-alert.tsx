import type { VendorEvent } from '@bedesten/core/schemas/orders';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { Link } from '~/components/link.tsx';
import { notifyInfo } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { alarm, UnansweredAlarm } from './unanswered-alarm.tsx';

/** How many alerts stay listed under the bar. */
const KEEP = 3;

/**
 * A short two-tone chime made with the Web Audio API (no audio file). The
 * context is created on the person's click: browsers keep audio locked until
 * a user gesture, so the sound is something the vendor turns on.
 */
function chime(context: AudioContext) {
  const start = context.currentTime;
  [880, 1175].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const at = start + index * 0.18;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.17);
  });
}

/**
 * The vendor panel's live new-order alert: listens to `vendor-events`
 * (server-sent events; the browser reconnects by itself), shows a toast and
 * the newest orders with links, plays the chime when the sound is on, and
 * reloads the page's data so a new order shows in the list at once; an
 * order left unanswered sets off the alarm (UnansweredAlarm).
 */
export function NewOrderAlert() {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const revalidator = useRevalidator();
  const audio = useRef<AudioContext | null>(null);
  const [soundOn, setSoundOn] = useState(false);
  const [connected, setConnected] = useState(false);
  const [recent, setRecent] = useState<VendorEvent[]>([]);
  const [changes, setChanges] = useState(0);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  const onOrder = useCallback((event: VendorEvent) => {
    setRecent((list) => [event, ...list.filter((item) => item.order_id !== event.order_id)].slice(0, KEEP));
    notifyInfo(event.message);
    setChanges((n) => n + 1);
    if (audio.current && audio.current.state === 'running') chime(audio.current);
    void revalidate.current();
  }, []);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`/api/vendor-events?lang=${lang}`, { withCredentials: true });
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(source.readyState === EventSource.OPEN);
    const listener = (message: MessageEvent<string>) => {
      try {
        onOrder(JSON.parse(message.data) as VendorEvent);
      } catch {
        // A malformed event is dropped; the next one still arrives.
      }
    };
    source.addEventListener('order.placed', listener);
    return () => {
      source.removeEventListener('order.placed', listener);
      source.close();
    };
  }, [lang, onOrder]);

  async function toggleSound() {
    if (soundOn) {
      await audio.current?.suspend();
      setSoundOn(false);
      return;
    }
    const Context =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio.current ??= new Context();
    await audio.current.resume();
    chime(audio.current);
    setSoundOn(true);
  }

  return (
    <section className="order-alert card" aria-labelledby="order-alert-title">
      <div className="order-alert__bar">
        <h2 id="order-alert-title" className="order-alert__title">
          <span className={`order-alert__dot${connected ? ' is-live' : ''}`} aria-hidden="true" />
          {t('alert.title')}
        </h2>
        <p className="muted order-alert__state" role="status" data-live={connected ? 'true' : 'false'}>
          {connected ? t('alert.live') : t('alert.offline')}
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-pressed={soundOn}
          onClick={() => void toggleSound()}
          aria-describedby="order-alert-hint"
        >
          {soundOn ? t('alert.soundOn') : t('alert.soundOff')}
        </button>
      </div>
      <p id="order-alert-hint" className="visually-hidden">
        {t('alert.soundHint')}
      </p>
      <UnansweredAlarm
        changes={changes}
        play={() => {
          if (audio.current && audio.current.state === 'running') alarm(audio.current);
        }}
      />
      <ul className="order-alert__list" aria-live="polite">
        {recent.map((event) => (
          <li key={event.order_id}>
            <span>{event.message}</span>{' '}
            <Link to={`/vendor/orders?id=${event.order_id}`} className="text-link">
              {t('alert.view')}
              <span className="visually-hidden"> #{event.number}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
