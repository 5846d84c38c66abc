import { formatDate } from '@bedesten/core/i18n/dates';
import { BROADCAST_REQUEST_STATUSES, type BroadcastRequestStatus } from '@bedesten/core/requests/request-status';
import type { BroadcastRequest } from '@bedesten/core/schemas/requests';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { Pager } from '~/components/pager.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { RequestStatusBadge } from './request-parts.tsx';

/** The way to a new request, wherever a customer might look for it. */
export function PostRequestLink({ className = 'button button--primary' }: { className?: string }) {
  const { t } = useTranslation('requests');
  return (
    <Link to="/requests/new" className={className}>
      {t('list.post')}
    </Link>
  );
}

/** All, or one status: real links, so the filter works before the page hydrates. */
export function RequestStatusFilter({ current }: { current: BroadcastRequestStatus | null }) {
  const { t } = useTranslation('requests');
  const { pathname } = useLocation();
  const filters = [null, ...BROADCAST_REQUEST_STATUSES] as const;
  return (
    <nav className="request-filter" aria-label={t('list.filter')}>
      <ul>
        {filters.map((status) => (
          <li key={status ?? 'all'}>
            <Link
              to={status ? `${pathname}?status=${status}` : pathname}
              className="request-filter__tab"
              aria-current={status === current ? 'page' : undefined}
            >
              {status ? t(`status.${status}`) : t('list.all')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The customer's own requests, newest first, with status, replies and close date. */
export function MyRequestList({ list }: { list: PagedList<BroadcastRequest> }) {
  const { t } = useTranslation('requests');
  const lang = useLanguage();
  if (list.data.length === 0) {
    return (
      <div className="order-empty card request-empty">
        <p className="order-empty__title">{t('messages:no_requests_found')}</p>
        <PostRequestLink />
      </div>
    );
  }
  return (
    <>
      <ul className="request-list">
        {list.data.map((request) => (
          <li key={request.id} className="request-card card">
            <div className="request-card__head">
              <h2 className="request-card__title">
                <Link to={`/requests/${request.id}`}>{request.title}</Link>
              </h2>
              <RequestStatusBadge status={request.status} />
            </div>
            {request.status === 'rejected' && request.rejection_reason ? (
              <p className="request-card__reason">
                {t('detail.rejectedBecause', { reason: request.rejection_reason })}
              </p>
            ) : null}
            <p className="request-card__meta muted">
              <span>{request.category.name}</span>
              <span>{t('list.replies', { count: request.reply_count })}</span>
              <span>{t('list.closes', { date: formatDate(request.close_date, lang, 'dateTime') })}</span>
            </p>
          </li>
        ))}
      </ul>
      <Pager current={list.current_page} last={list.last_page} total={list.total} />
    </>
  );
}
