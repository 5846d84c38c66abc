import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The same list on another page, keeping the other parameters (page 1 drops `page`). */
function hrefFor(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** Previous / next as links (ten a page, SPEC.md §9), with where we are. */
export function Pager({ current, last, total }: { current: number; last: number; total: number }) {
  const { t } = useTranslation('admin');
  const { pathname, search } = useLocation();
  if (last <= 1) return <p className="admin-pager__status muted">{t('paging.total', { count: total })}</p>;
  return (
    <nav className="admin-pager" aria-label={t('paging.label')}>
      {current > 1 ? (
        <Link className="button button--secondary button--small" to={hrefFor(pathname, search, current - 1)} rel="prev">
          {t('paging.previous')}
        </Link>
      ) : null}
      <p className="admin-pager__status">{t('paging.status', { current, last, count: total })}</p>
      {current < last ? (
        <Link className="button button--secondary button--small" to={hrefFor(pathname, search, current + 1)} rel="next">
          {t('paging.next')}
        </Link>
      ) : null}
    </nav>
  );
}
