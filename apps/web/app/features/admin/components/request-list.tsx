import { formatMoney } from '@bedesten/core/money/format-money';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import type { AdminRequest } from '../api.ts';
import { formatClipLength, formatDate, formatDateTime } from '../format.ts';
import { latestChange } from '../request-times.ts';
import { RequestActions } from './request-actions.tsx';
import { StatusTag } from './status-tabs.tsx';

/** Broadcast requests as cards, each in full, with approve / reject while it waits. */
export function RequestList({ requests }: { requests: readonly AdminRequest[] }) {
  return (
    <ul className="admin-list">
      {requests.map((request) => (
        <li key={request.id}>
          <RequestItem request={request} />
        </li>
      ))}
    </ul>
  );
}

function RequestItem({ request }: { request: AdminRequest }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const titleId = `request-${request.id}`;
  // An edit sends a request back to staff: saying so tells a second look from a duplicate.
  const change = latestChange(request);
  return (
    <article className="card admin-item admin-request" aria-labelledby={titleId}>
      <div className="admin-item__head">
        <h2 id={titleId} className="admin-item__title">
          {request.title}
        </h2>
        <StatusTag status={request.status} />
      </div>
      <dl className="admin-facts admin-facts--summary">
        <Fact label={t('requests.requester')}>{request.requester.name}</Fact>
        <Fact label={t('requests.category')}>{request.category.name}</Fact>
        <Fact label={t('requests.location')}>{request.location}</Fact>
        <Fact label={t('requests.budget')}>
          {request.budget ? formatMoney(request.budget.amount, lang, request.budget.currency) : t('requests.noBudget')}
        </Fact>
        <Fact label={t('requests.dateNeeded')}>{formatDate(request.date_needed, lang)}</Fact>
        <Fact label={t('requests.closeDate')}>{formatDateTime(request.close_date, lang)}</Fact>
        <Fact label={t('requests.submitted')}>{formatDateTime(request.created_at, lang)}</Fact>
        {change ? <Fact label={t(`requests.change.${change.kind}`)}>{formatDateTime(change.at, lang)}</Fact> : null}
      </dl>
      <div className="admin-request__part">
        <h3 className="admin-request__subtitle">{t('requests.description')}</h3>
        <p className="admin-request__description">{request.description}</p>
      </div>
      <div className="admin-request__part">
        <h3 className="admin-request__subtitle">{t('requests.shoppingList')}</h3>
        {request.shopping_list.length > 0 ? (
          <ul className="admin-request__lines">
            {request.shopping_list.map((line, index) => (
              <li key={`${line.item}-${index}`}>
                <span>{line.item}</span>
                <span className="admin-request__quantity">{t('requests.quantity', { count: line.quantity })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('requests.noShoppingList')}</p>
        )}
      </div>
      {request.photos.length > 0 ? (
        <div className="admin-request__part">
          <h3 className="admin-request__subtitle">{t('requests.photos')}</h3>
          <ul className="admin-thumbs">
            {request.photos.map((url, index) => (
              <li key={`${url}-${index}`}>
                <a href={url} target="_blank" rel="noreferrer">
                  <img
                    src={url}
                    alt={t('requests.photo', { n: index + 1, title: request.title })}
                    loading="lazy"
                    width={96}
                    height={96}
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {request.voice_note ? (
        <div className="admin-request__part">
          <h3 className="admin-request__subtitle">
            {t('requests.voiceNote')}{' '}
            <span className="muted">({formatClipLength(request.voice_note.duration_seconds)})</span>
          </h3>
          <audio
            className="admin-audio"
            controls
            preload="none"
            src={request.voice_note.url}
            aria-label={t('requests.voiceNoteOf', { title: request.title })}
          />
        </div>
      ) : null}
      {request.status === 'rejected' && request.rejection_reason ? (
        <p className="admin-reason">
          <strong>{t('requests.reasonShown')}</strong> {request.rejection_reason}
        </p>
      ) : null}
      <RequestActions id={request.id} title={request.title} status={request.status} />
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
