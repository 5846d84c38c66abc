import type { ChatMessage, ChatSide } from '@bedesten/core/schemas/chat';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatClock, tickOf } from '../thread-state.ts';
import { TickIcon } from '~/components/icons.tsx';

/** A quoted broadcast request: the customer can open it; the vendor sees its title only. */
function Quote({ quote, side }: { quote: NonNullable<ChatMessage['quote']>; side: ChatSide }) {
  const { t } = useTranslation('chat');
  return (
    <blockquote className="chat-quote">
      <span className="chat-quote__label">{t('thread.quote')}</span>
      {side === 'customer' ? (
        <Link to={`/requests/${quote.id}`} className="chat-quote__title">
          {quote.title}
        </Link>
      ) : (
        <span className="chat-quote__title">{quote.title}</span>
      )}
    </blockquote>
  );
}

function Body({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  if (message.kind === 'image' && message.attachment_url) {
    return (
      <>
        <a href={message.attachment_url} target="_blank" rel="noopener" className="chat-message__picture">
          <img src={message.attachment_url} alt={t('thread.picture')} loading="lazy" width={240} height={240} />
        </a>
        {message.body ? <p className="chat-message__text">{message.body}</p> : null}
      </>
    );
  }
  if (message.kind === 'voice' && message.attachment_url) {
    return (
      <audio
        className="chat-message__voice"
        controls
        preload="metadata"
        src={message.attachment_url}
        aria-label={t('thread.voiceNote', { seconds: message.duration_seconds ?? 0 })}
      />
    );
  }
  return <p className="chat-message__text">{message.body}</p>;
}

/** One message: own on the right with its sent/delivered/read mark, the other side's on the left. */
export function MessageBubble({ message, side }: { message: ChatMessage; side: ChatSide }) {
  const { t } = useTranslation('chat');
  const lang = useLanguage();
  const own = message.sender_side === side;
  const tick = tickOf(message);
  // A voice note's bubble has a width of its own: sized by its content, it was as narrow as its time stamp.
  const voice = message.kind === 'voice' && message.attachment_url ? ' chat-message--voice' : '';
  return (
    <li
      className={`chat-message ${own ? 'chat-message--own' : 'chat-message--other'}${voice}`}
      data-message-id={message.id}
    >
      {own ? <span className="visually-hidden">{t('thread.you')}: </span> : null}
      {message.quote ? <Quote quote={message.quote} side={side} /> : null}
      <Body message={message} />
      <span className="chat-message__meta">
        <time dateTime={message.created_at}>{formatClock(message.created_at, lang)}</time>
        {own ? (
          <span className={`chat-tick chat-tick--${tick}`} data-tick={tick}>
            <TickIcon double={tick !== 'sent'} />
            <span className="visually-hidden">{t(`tick.${tick}`)}</span>
          </span>
        ) : null}
      </span>
    </li>
  );
}
