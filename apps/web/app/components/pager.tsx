import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';

/**
 * The current URL with one page parameter changed, keeping the other
 * filters; page 1 drops the parameter, and `drop` removes parameters that
 * belong to one page only (an open detail panel).
 */
export function withPage(pathname: string, search: string, page: number, param = 'page', drop: string[] = []): string {
  const params = new URLSearchParams(search);
  for (const name of drop) params.delete(name);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

export interface PagerProps {
  current: number;
  last: number;
  /** What the pages are of, for screen readers ("Pages"). */
  label?: string | undefined;
  /** With a total, the status also says how many there are in all (and shows even on a single page). */
  total?: number | undefined;
  /** The query parameter, so two lists on one page keep their own page. */
  param?: string;
  drop?: string[];
}

/**
 * Previous / next links of a paged list in the panels (SPEC.md §3, ten a
 * page): real links, so they work before the page hydrates. Public lists use
 * the numbered catalogue pagination instead.
 */
export function Pager({ current, last, label, total, param = 'page', drop = [] }: PagerProps) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  if (last <= 1) {
    return total === undefined ? null : <p className="pager__status muted">{t('paging.total', { count: total })}</p>;
  }
  return (
    <nav className="pager" aria-label={label ?? t('paging.label')}>
      {current > 1 ? (
        <Link
          to={withPage(pathname, search, current - 1, param, drop)}
          rel="prev"
          className="button button--secondary button--small"
          preventScrollReset
        >
          {t('paging.previous')}
        </Link>
      ) : null}
      <p className="pager__status">
        {total === undefined
          ? t('paging.status', { current, last })
          : t('paging.statusWithTotal', { current, last, count: total })}
      </p>
      {current < last ? (
        <Link
          to={withPage(pathname, search, current + 1, param, drop)}
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
