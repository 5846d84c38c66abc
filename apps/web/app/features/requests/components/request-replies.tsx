import { formatDate } from '@bedesten/core/i18n/dates';
import type { BroadcastRequestReplies } from '@bedesten/core/schemas/requests';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';

/**
 * The shops that replied to the request, first reply first: each shop's
 * name (a link to its store while customers can see it), what it wrote
 * and the chat to go on in.
 */
export function RequestReplies({ replies }: { replies: BroadcastRequestReplies }) {
  const { t } = useTranslation('requests');
  const lang = useLanguage();
  return (
    <section className="request-replies" aria-labelledby="request-replies-title">
      <h3 id="request-replies-title" className="request-section-title">
        {t('detail.repliesTitle', { count: replies.length })}
      </h3>
      {replies.length === 0 ? (
        <p className="muted">{t('detail.noReplies')}</p>
      ) : (
        <ul className="request-replies__list">
          {replies.map((reply) => (
            <li key={reply.store_id} className="request-reply-card">
              <div className="request-reply-card__head">
                <p className="request-reply-card__store">
                  {reply.store_slug ? (
                    <Link to={`/stores/${reply.store_slug}`} className="text-link">
                      {reply.store_title}
                    </Link>
                  ) : (
                    reply.store_title
                  )}
                </p>
                <p className="request-reply-card__when muted">
                  {t('detail.repliedAt', { date: formatDate(reply.replied_at, lang, 'dateTime') })}
                </p>
              </div>
              <p className="request-reply-card__message">{reply.message ?? t('detail.replyInChat')}</p>
              {reply.conversation_id ? (
                <p className="request-reply-card__actions">
                  <Link
                    to={`/chat?c=${encodeURIComponent(reply.conversation_id)}`}
                    className="button button--secondary button--small"
                    aria-label={t('detail.chatWith', { store: reply.store_title })}
                  >
                    {t('detail.openChat')}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
