import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link, useLocation } from 'react-router';

/** Pending / approved / rejected as links: a filter that works before the page is interactive. */
export function StatusTabs<S extends string>({ statuses, current }: { statuses: readonly S[]; current: S }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <nav className="pill-tabs" aria-label={t('tabs.label')}>
      <ul>
        {statuses.map((status) => (
          <li key={status}>
            <Link
              to={`${pathname}?status=${status}`}
              className="pill-tabs__tab"
              aria-current={status === current ? 'page' : undefined}
            >
              {t(`status.${status}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An item's state as a coloured tag. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const tone =
    status === 'approved' || status === 'active'
      ? 'tag--success'
      : status === 'rejected'
        ? 'tag--danger'
        : 'tag--accent';
  return <span className={`tag ${tone}`}>{t(`status.${status}`)}</span>;
}

/** The list is empty: the catalogue's own words ("No records found"). */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className="notice admin-empty">
      <p>{text}</p>
    </div>
  );
}
