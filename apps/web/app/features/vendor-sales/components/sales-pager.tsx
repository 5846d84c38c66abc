import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Previous / next links of a paged list (SPEC.md §3, ten a page). */
export function SalesPager({
  current,
  last,
  hrefFor,
  label,
}: {
  current: number;
  last: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  const { t } = useTranslation('vendor-sales');
  if (last <= 1) return null;
  return (
    <nav className="vs-pager" aria-label={label}>
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} rel="prev" className="button button--secondary button--small">
          {t('transactions.previous')}
        </Link>
      ) : null}
      <span className="muted">{t('transactions.pageStatus', { current, last })}</span>
      {current < last ? (
        <Link to={hrefFor(current + 1)} rel="next" className="button button--secondary button--small">
          {t('transactions.next')}
        </Link>
      ) : null}
    </nav>
  );
}
