import type { TimelineStep } from '@bedesten/core/schemas/orders';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatOrderTime } from '../format.ts';

/** Placed → Accepted → Packed → Dispatched → Delivered (or → Cancelled), with when each step was reached. */
export function OrderTimeline({ steps, headingId }: { steps: TimelineStep[]; headingId: string }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  return (
    <ol className="order-timeline" aria-labelledby={headingId}>
      {steps.map((step) => (
        <li
          key={step.status}
          className={`order-timeline__step${step.done ? ' is-done' : ''}${step.current ? ' is-current' : ''}${
            step.status === 'cancelled' ? ' is-cancelled' : ''
          }`}
          aria-current={step.current ? 'step' : undefined}
          data-status={step.status}
        >
          <span className="order-timeline__dot" aria-hidden="true" />
          <span className="order-timeline__label">{step.label}</span>
          {step.done && step.at ? (
            <span className="order-timeline__time muted">
              {t('detail.reachedAt', { date: formatOrderTime(step.at, lang) })}
            </span>
          ) : null}
          {step.current ? <span className="visually-hidden"> ({t('detail.current')})</span> : null}
        </li>
      ))}
    </ol>
  );
}
