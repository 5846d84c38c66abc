import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';

const STEPS = [
  { key: 'shipping', to: '/cart/shipping' },
  { key: 'payment', to: '/cart/shipping/payment' },
  { key: 'review', to: '/checkout' },
] as const;

export type CheckoutStep = (typeof STEPS)[number]['key'];

/** Where the customer is in checkout; earlier steps are links back. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('checkout');
  const index = STEPS.findIndex((step) => step.key === current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="checkout-steps">
        {STEPS.map((step, n) => (
          <li
            key={step.key}
            className={n === index ? 'checkout-steps__item is-current' : 'checkout-steps__item'}
            aria-current={n === index ? 'step' : undefined}
          >
            <span className="checkout-steps__number" aria-hidden="true">
              {n + 1}
            </span>
            {n < index ? <Link to={step.to}>{t(`steps.${step.key}`)}</Link> : <span>{t(`steps.${step.key}`)}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
