import type { Conversation } from '@bedesten/core/schemas/chat';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { conversationHref } from '../chat-url.ts';
import { formatInboxTime } from '../thread-state.ts';
import { ChatAvatar } from './chat-avatar.tsx';

function Preview({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chat');
  const last = conversation.last_message;
  if (!last) return <>{t('inbox.noMessages')}</>;
  const text =
    last.kind === 'image'
      ? (last.preview ?? t('inbox.photo'))
      : last.kind === 'voice'
        ? t('inbox.voice')
        : (last.preview ?? '');
  return <>{last.sender_side === conversation.side ? t('inbox.you', { text }) : text}</>;
}

/** The inbox: the other party, the last message, its time and the unread count; newest activity first. */
export function InboxList({
  conversations,
  openId,
}: {
  conversations: readonly Conversation[];
  openId: string | null;
}) {
  const { t } = useTranslation('chat');
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  if (conversations.length === 0) return <p className="notice">{t('messages:no_chat_found')}</p>;
  return (
    <ul className="chat-inbox__list">
      {conversations.map((conversation) => {
        const unread = conversation.id === openId ? 0 : conversation.unread_count;
        return (
          <li key={conversation.id}>
            <Link
              to={conversationHref(pathname, search, conversation.id)}
              className={`chat-inbox__item${unread > 0 ? ' is-unread' : ''}`}
              aria-current={conversation.id === openId ? 'true' : undefined}
              preventScrollReset
            >
              <ChatAvatar name={conversation.other.name} imageUrl={conversation.other.image_url} />
              <span className="chat-inbox__text">
                <span className="chat-inbox__top">
                  <span className="chat-inbox__name">{conversation.other.name}</span>
                  <time className="chat-inbox__time" dateTime={conversation.last_message_at}>
                    {formatInboxTime(conversation.last_message_at, lang)}
                  </time>
                </span>
                <span className="chat-inbox__bottom">
                  <span className="chat-inbox__preview">
                    <Preview conversation={conversation} />
                  </span>
                  {unread > 0 ? (
                    <span className="chat-count">
                      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                      <span className="visually-hidden">{t('inbox.unread', { count: unread })}</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
