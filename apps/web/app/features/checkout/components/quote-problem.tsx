import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import type { QuoteFailure } from '../use-quote.ts';

/** Why the order cannot go ahead (empty cart, out of stock, unreachable, minimum order), and where to fix it. */
export function QuoteProblem({ failure }: { failure: QuoteFailure }) {
  const { t } = useTranslation('checkout');
  const inCart = failure.status === 409;
  return (
    <div className="alert alert--error checkout-problem" role="alert">
      <p>{failure.text}</p>
      <p>
        <Link to={inCart ? '/cart' : '/cart/shipping'} className="text-link">
          {inCart ? t('problem.toCart') : t('problem.toShipping')}
        </Link>
      </p>
    </div>
  );
}
