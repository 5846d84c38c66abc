import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The current URL with its page changed; page 1 drops it. */
function withPage(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** Previous / next of a paged list (SPEC.md §3, ten a page). */
export function Pager({ current, last, label }: { current: number; last: number; label: string }) {
  const { t } = useTranslation('offers');
  const { pathname, search } = useLocation();
  if (last <= 1) return null;
  return (
    <nav className="offers-pager" aria-label={label}>
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
