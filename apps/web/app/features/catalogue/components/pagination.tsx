import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';

/** `?page=n` on the current URL, keeping the other filters; page 1 drops the parameter. */
export function pageHref(search: string, page: number, pathname: string): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** Pages as real links (crawlable, work without JavaScript): previous, a window of numbers, next. */
export function Pagination({ current, last }: { current: number; last: number }) {
  const { t } = useTranslation('catalogue');
  const { pathname, search } = useLocation();
  if (last <= 1) return null;
  const from = Math.max(1, Math.min(current - 2, last - 4));
  const pages = Array.from({ length: Math.min(5, last) }, (_, n) => from + n);
  return (
    <nav className="pagination" aria-label={t('paging.label')}>
      {current > 1 ? (
        <Link className="pagination__step" to={pageHref(search, current - 1, pathname)} rel="prev">
          {t('paging.previous')}
        </Link>
      ) : null}
      <ul className="pagination__pages">
        {pages.map((page) => (
          <li key={page}>
            {page === current ? (
              <span className="pagination__page pagination__page--current" aria-current="page">
                <span className="visually-hidden">{t('paging.page')} </span>
                {page}
              </span>
            ) : (
              <Link className="pagination__page" to={pageHref(search, page, pathname)}>
                <span className="visually-hidden">{t('paging.page')} </span>
                {page}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {current < last ? (
        <Link className="pagination__step" to={pageHref(search, current + 1, pathname)} rel="next">
          {t('paging.next')}
        </Link>
      ) : null}
      <p className="pagination__status muted">{t('paging.status', { current, last })}</p>
    </nav>
  );
}
