import { CHAT_BODY_MAX } from '@bedesten/core/schemas/chat';
import { formatDistance } from '@bedesten/core/geo/format-distance';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { VendorBroadcastRequest } from '@bedesten/core/schemas/requests';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { Dialog } from '~/components/dialog.tsx';
import { FormAlert } from '~/components/form/fields.tsx';
import { Pager } from '~/components/pager.tsx';
import { badRequestMessage } from '~/lib/api-client.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { requestsApi } from '../api.ts';
import { Fact, RequestFacts, RequestPhotos, ShoppingList, VoiceNotePlayer } from './request-parts.tsx';

const chatPathOf = (conversationId: string) => `/vendor/chat?c=${encodeURIComponent(conversationId)}`;

/** Open requests near the store, newest first; each replied to in a dialog that opens the chat. */
export function VendorRequestList({ list }: { list: PagedList<VendorBroadcastRequest> }) {
  const { t } = useTranslation('requests');
  const [replying, setReplying] = useState<VendorBroadcastRequest | null>(null);
  if (list.data.length === 0) {
    return (
      <div className="notice">
        <p>{t('messages:no_requests_found')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="request-list">
        {list.data.map((request) => (
          <VendorRequestCard key={request.id} request={request} onReply={() => setReplying(request)} />
        ))}
      </ul>
      <Pager current={list.current_page} last={list.last_page} total={list.total} />
      <ReplyDialog request={replying} onClose={() => setReplying(null)} />
    </>
  );
}

function VendorRequestCard({ request, onReply }: { request: VendorBroadcastRequest; onReply: () => void }) {
  const { t } = useTranslation('requests');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const onApiError = useApiErrorHandler();
  const [opening, setOpening] = useState(false);
  const headingId = useId();

  // A second reply changes nothing and answers the same conversation: the way back into it.
  const openChat = async () => {
    setOpening(true);
    const result = await requestsApi.reply(request.id);
    setOpening(false);
    if (!result.ok) {
      onApiError(result);
      return;
    }
    await navigate(chatPathOf(result.data.data.conversation_id));
  };

  return (
    <li className="request-card card" aria-labelledby={headingId}>
      <div className="request-card__head">
        <h2 id={headingId} className="request-card__title">
          {request.title}
        </h2>
        {request.replied ? <span className="request-badge request-badge--success">{t('vendor.replied')}</span> : null}
      </div>
      <p className="request-detail__description">{request.description}</p>
      <RequestFacts
        request={request}
        extra={
          <>
            <Fact label={t('vendor.requester')}>{request.requester_name}</Fact>
            <Fact label={t('vendor.distance')}>{formatDistance(request.distance_km, lang)}</Fact>
          </>
        }
      />
      <ShoppingList lines={request.shopping_list} />
      <RequestPhotos title={request.title} photos={request.photos} />
      <VoiceNotePlayer note={request.voice_note} />
      <div className="request-actions__buttons">
        {request.replied ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void openChat()}
            disabled={!hydrated || opening}
            aria-busy={opening || undefined}
            aria-describedby={headingId}
          >
            {t('vendor.openChat')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={onReply}
            disabled={!hydrated}
            aria-describedby={headingId}
          >
            {t('vendor.reply')}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The reply: the API records it (and tells the customer) and answers the
 * store's conversation with them; the message goes there quoting the
 * request, and the chat opens.
 */
function ReplyDialog({ request, onClose }: { request: VendorBroadcastRequest | null; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const lang = useLanguage();
  const navigate = useNavigate();
  const onApiError = useApiErrorHandler();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setText('');
    setError(null);
    onClose();
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (!text.trim()) {
      setError(t('vendor.messageRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    const replied = await requestsApi.reply(request.id);
    if (!replied.ok) {
      setBusy(false);
      onApiError(replied);
      return;
    }
    const conversationId = replied.data.data.conversation_id;
    const sent = await requestsApi.sendReplyMessage(conversationId, text.trim(), {
      type: 'broadcast_request',
      id: request.id,
      title: replied.data.data.request_title,
    });
    setBusy(false);
    if (!sent.ok) {
      if (sent.status === 400) setError(badRequestMessage(sent.error, lang));
      else onApiError(sent);
      return;
    }
    setText('');
    await navigate(chatPathOf(conversationId));
  };

  return (
    <Dialog open={request !== null} onClose={close} title={t('vendor.replyTitle', { title: request?.title ?? '' })}>
      <form className="request-reply" onSubmit={(event) => void send(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-message`}>{t('vendor.message')}</label>
          <textarea
            id={`${id}-message`}
            rows={4}
            maxLength={CHAT_BODY_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div id={`${id}-error`}>
          <FormAlert message={error} />
        </div>
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {t('vendor.send')}
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            {t('vendor.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
