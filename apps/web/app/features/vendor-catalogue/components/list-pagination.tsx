import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The current URL with one page parameter changed; page 1 drops it. */
export function withPage(pathname: string, search: string, param: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * Previous / next links of a paged list (SPEC.md §3, ten a page); `param`
 * lets two lists on one page keep their own page.
 */
export function ListPagination({
  current,
  last,
  param = 'page',
  label,
}: {
  current: number;
  last: number;
  param?: string;
  label: string;
}) {
  const { t } = useTranslation('vendor-catalogue');
  const { pathname, search } = useLocation();
  if (last <= 1) return null;
  return (
    <nav className="vc-pagination" aria-label={label}>
      {current > 1 ? (
        <Link
          to={withPage(pathname, search, param, current - 1)}
          rel="prev"
          className="button button--secondary button--small"
          preventScrollReset
        >
          {t('paging.previous')}
        </Link>
      ) : null}
      <span className="muted">{t('paging.status', { current, last })}</span>
      {current < last ? (
        <Link
          to={withPage(pathname, search, param, current + 1)}
          rel="next"
          className="button button--secondary button--small"
          preventScrollReset
        >
          {t('paging.next')}
        </Link>
      ) : null}
    </nav>
  );
}
