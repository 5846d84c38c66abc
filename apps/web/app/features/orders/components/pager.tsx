import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

function withPage(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  params.delete('id');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** Previous / next links of a paged list (SPEC.md §3, ten a page). */
export function Pager({ current, last }: { current: number; last: number }) {
  const { t } = useTranslation('orders');
  const { pathname, search } = useLocation();
  if (last <= 1) return null;
  return (
    <nav className="order-pager" aria-label={t('paging.label')}>
      {current > 1 ? (
        <Link
          to={withPage(pathname, search, current - 1)}
          rel="prev"
          className="button button--secondary button--small"
        >
          {t('paging.previous')}
        </Link>
      ) : null}
      <span className="muted">{t('paging.status', { current, last })}</span>
      {current < last ? (
        <Link
          to={withPage(pathname, search, current + 1)}
          rel="next"
          className="button button--secondary button--small"
        >
          {t('paging.next')}
        </Link>
      ) : null}
    </nav>
  );
}
