import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { adminApi, type ChatMessage, type ChatMessageList, type ChatReport } from '../api.ts';
import { formatClipLength, formatDateTime } from '../format.ts';
import { withParams } from '../query.ts';

/**
 * A reported conversation, read-only: the newest messages from the server,
 * earlier ones fetched on request and put above. Opening another
 * conversation moves the focus to its heading, as the order details do.
 * `report` is null when the conversation is not on the list's current page:
 * the parties are then named by their side only.
 */
export function ReportedChat({ id, report, first }: { id: string; report: ChatReport | null; first: ChatMessageList }) {
  const { t } = useTranslation('admin');
  const { search } = useLocation();
  const hydrated = useHydrated();
  const onError = useApiErrorHandler();
  const [messages, setMessages] = useState<ChatMessage[]>(first.data);
  const [before, setBefore] = useState<string | null>(first.has_more ? first.next_before : null);
  const [loading, setLoading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const initial = useRef(true);

  useEffect(() => {
    if (initial.current) {
      initial.current = false;
      return;
    }
    heading.current?.focus();
  }, [id]);

  const loadEarlier = async () => {
    if (!before) return;
    setLoading(true);
    const result = await adminApi.reportedMessages(id, before);
    setLoading(false);
    if (!result.ok) {
      onError(result);
      return;
    }
    setMessages((shown) => [...result.data.data, ...shown]);
    setBefore(result.data.has_more ? result.data.next_before : null);
  };

  const between = report
    ? t('chatReports.between', { store: report.store_title, customer: report.customer_name })
    : t('chatReports.untitled');
  return (
    <article className="card chat-transcript" aria-labelledby="chat-transcript-title">
      <h2 id="chat-transcript-title" className="admin-item__title" ref={heading} tabIndex={-1}>
        {between}
      </h2>
      <Link
        to={withParams('/admin/chat-reports', search, { c: null })}
        className="text-link chat-transcript__close"
        preventScrollReset
      >
        {t('chatReports.close')}
      </Link>
      {before ? (
        <button
          type="button"
          className="button button--secondary button--small chat-transcript__earlier"
          onClick={() => void loadEarlier()}
          disabled={!hydrated || loading}
          aria-busy={loading || undefined}
        >
          {t('chatReports.earlier')}
        </button>
      ) : null}
      {messages.length === 0 ? (
        <p className="muted">{t('chatReports.noMessages')}</p>
      ) : (
        <ol className="chat-transcript__messages" aria-label={t('chatReports.messagesOf', { name: between })}>
          {messages.map((message) => (
            <li key={message.id} className={`chat-line chat-line--${message.sender_side}`}>
              <MessageBody message={message} report={report} />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

function MessageBody({ message, report }: { message: ChatMessage; report: ChatReport | null }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const side = t(`chatReports.side.${message.sender_side}`);
  const sender = report ? (message.sender_side === 'customer' ? report.customer_name : report.store_title) : side;
  return (
    <>
      <p className="chat-line__meta">
        <strong>{sender}</strong>{' '}
        <span className="muted">
          {report ? `· ${side} ` : null}·{' '}
          <time dateTime={message.created_at}>{formatDateTime(message.created_at, lang)}</time>
        </span>
      </p>
      {message.quote ? (
        <p className="chat-line__quote">
          {t('chatReports.quote')} <q>{message.quote.title}</q>
        </p>
      ) : null}
      {message.kind === 'image' && message.attachment_url ? (
        <a href={message.attachment_url} target="_blank" rel="noreferrer" className="chat-line__picture">
          <img src={message.attachment_url} alt={t('chatReports.picture', { name: sender })} loading="lazy" />
        </a>
      ) : null}
      {message.kind === 'voice' && message.attachment_url ? (
        <p className="chat-line__voice">
          <audio
            controls
            preload="none"
            src={message.attachment_url}
            aria-label={t('chatReports.voiceNote', { name: sender })}
          />
          {message.duration_seconds !== null ? (
            <span className="muted">{formatClipLength(message.duration_seconds)}</span>
          ) : null}
        </p>
      ) : null}
      {message.body ? <p className="chat-line__text">{message.body}</p> : null}
    </>
  );
}
