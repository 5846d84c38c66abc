import { formatDate } from '@bedesten/core/i18n/dates';
import type { BroadcastRequest, BroadcastRequestReplies } from '@bedesten/core/schemas/requests';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate, useRevalidator } from 'react-router';
import { Link } from '~/components/link.tsx';
import { ConfirmDialog } from '~/components/dialog.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { requestsApi } from '../api.ts';
import { isOpenForOwner } from '../request-format.ts';
import {
  Fact,
  RequestFacts,
  RequestPhotos,
  RequestStatusBadge,
  ShoppingList,
  VoiceNotePlayer,
} from './request-parts.tsx';
import { RequestReplies } from './request-replies.tsx';

type Pending = 'close' | 'delete' | null;

/** One of the customer's requests in full, the shops that replied, and what they may still do to it. */
export function RequestDetail({ request, replies }: { request: BroadcastRequest; replies: BroadcastRequestReplies }) {
  const { t } = useTranslation('requests');
  const lang = useLanguage();
  return (
    <article className="request-detail card" aria-labelledby="request-title">
      <div className="request-card__head">
        <h2 id="request-title" className="request-detail__title">
          {request.title}
        </h2>
        <RequestStatusBadge status={request.status} />
      </div>
      <StatusNote request={request} />
      <p className="request-detail__description">{request.description}</p>
      <RequestFacts
        request={request}
        extra={
          <>
            <Fact label={t('detail.posted')}>{formatDate(request.created_at, lang, 'dateTime')}</Fact>
            <Fact label={t('detail.repliesLabel')}>{t('list.replies', { count: request.reply_count })}</Fact>
          </>
        }
      />
      <ShoppingList lines={request.shopping_list} />
      <RequestPhotos title={request.title} photos={request.photos} />
      {request.voice_note ? (
        <div>
          <h3 className="request-section-title">{t('fields.voiceNote')}</h3>
          <VoiceNotePlayer note={request.voice_note} />
        </div>
      ) : null}
      <RequestReplies replies={replies} />
      <RequestActions request={request} />
    </article>
  );
}

function StatusNote({ request }: { request: BroadcastRequest }) {
  const { t } = useTranslation('requests');
  if (request.status === 'rejected') {
    return (
      <p className="alert alert--error request-detail__status" role="status">
        {t('detail.rejectedBecause', { reason: request.rejection_reason ?? '' })}
      </p>
    );
  }
  return <p className="request-detail__status muted">{t(`detail.statusNote.${request.status}`)}</p>;
}

function RequestActions({ request }: { request: BroadcastRequest }) {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { revalidate } = useRevalidator();
  const onApiError = useApiErrorHandler();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const open = isOpenForOwner(request.status);

  const closeRequest = async () => {
    setBusy(true);
    const result = await requestsApi.close(request.id);
    setBusy(false);
    setPending(null);
    if (!result.ok) {
      onApiError(result);
      return;
    }
    notifySuccess(result.data.message);
    await revalidate();
  };

  const deleteRequest = async () => {
    setBusy(true);
    const result = await requestsApi.remove(request.id);
    setBusy(false);
    setPending(null);
    if (!result.ok) {
      onApiError(result);
      return;
    }
    notifySuccess(result.data.message);
    await navigate('/requests');
  };

  return (
    <div className="request-actions">
      {open ? <p className="field__hint">{t('detail.editNote')}</p> : null}
      <div className="request-actions__buttons">
        {open ? (
          <Link to={`/requests/${request.id}/edit`} className="button button--secondary">
            {t('detail.edit')}
          </Link>
        ) : null}
        {open ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setPending('close')}
            disabled={!hydrated}
          >
            {t('detail.close')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--danger"
          onClick={() => setPending('delete')}
          disabled={!hydrated}
        >
          {t('detail.delete')}
        </button>
      </div>
      <ConfirmDialog
        open={pending === 'close'}
        title={t('detail.closeTitle')}
        text={t('detail.closeText')}
        confirmLabel={t('detail.closeConfirm')}
        busy={busy}
        onConfirm={() => void closeRequest()}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'delete'}
        title={t('detail.deleteTitle')}
        text={t('detail.deleteText')}
        confirmLabel={t('detail.deleteConfirm')}
        busy={busy}
        onConfirm={() => void deleteRequest()}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
