import type { ChatMessage, ChatMessageList, Conversation } from '@bedesten/core/schemas/chat';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import type { ChatSocket } from '~/lib/chat-socket.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { chatApi } from '../api.ts';
import { hasUnreadFor, markDelivered, markReadBy, mergeMessages } from '../thread-state.ts';
import { refreshChatUnread } from '../unread-state.ts';
import { useChatEvents } from '../use-chat-socket.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { BackIcon } from '~/components/icons.tsx';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { ThreadMenu } from './thread-menu.tsx';

/** Without a socket the open conversation is read again this often (ADR 0034: HTTP is the whole API). */
export const POLL_MS = 10_000;
/** "… is typing" stays this long after the last typing event. */
const TYPING_SHOWN_MS = 5_000;

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const sync = () => setVisible(document.visibilityState === 'visible');
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, []);
  return visible;
}

export interface ThreadProps {
  initial: { conversation: Conversation; history: ChatMessageList };
  socket: ChatSocket | null;
  connected: boolean;
  backHref: string;
  onRead: (conversationId: string) => void;
  onChange: (conversation: Conversation) => void;
  onSent: (message: ChatMessage) => void;
}

/** One open conversation: live history, the read marks it sets while shown, and the composer. */
export function Thread({ initial, socket, connected, backHref, onRead, onChange, onSent }: ThreadProps) {
  const { t } = useTranslation('chat');
  const hydrated = useHydrated();
  const visible = useDocumentVisible();
  const onError = useApiErrorHandler();
  const [conversation, setConversation] = useState(initial.conversation);
  const [messages, setMessages] = useState<ChatMessage[]>(initial.history.data);
  const [paging, setPaging] = useState({ hasMore: initial.history.has_more, before: initial.history.next_before });
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [typingAt, setTypingAt] = useState<number | null>(null);
  const id = conversation.id;
  const side = conversation.side;

  // The loader ran again (a navigation on this page): its newest page joins what is shown.
  useEffect(() => {
    setConversation(initial.conversation);
    setMessages((shown) => mergeMessages(shown, initial.history.data));
  }, [initial]);

  const refreshLatest = useCallback(async () => {
    const result = await chatApi.messages(id);
    if (result.ok) setMessages((shown) => mergeMessages(shown, result.data.data));
  }, [id]);

  // Connected (again): whatever happened while the socket was away is read over HTTP.
  useEffect(() => {
    if (connected) void refreshLatest();
  }, [connected, refreshLatest]);

  useEffect(() => {
    if (!hydrated || connected) return undefined;
    const timer = setInterval(() => void refreshLatest(), POLL_MS);
    return () => clearInterval(timer);
  }, [hydrated, connected, refreshLatest]);

  useChatEvents(socket, (event) => {
    if (event.type === 'ready' || event.conversation_id !== id) return;
    if (event.type === 'message') {
      setMessages((shown) => mergeMessages(shown, [event.message]));
      if (event.message.sender_side !== side) setTypingAt(null);
    } else if (event.type === 'delivered') {
      setMessages((shown) => markDelivered(shown, event.message_ids, event.delivered_at));
    } else if (event.type === 'read') {
      setMessages((shown) => markReadBy(shown, event.side, event.read_at));
    } else if (event.side !== side) {
      setTypingAt(Date.now());
    }
  });

  useEffect(() => {
    if (typingAt === null) return undefined;
    const timer = setTimeout(() => setTypingAt(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typingAt]);

  // Shown on screen is read: over the socket when it is up, else over HTTP.
  const unread = hasUnreadFor(messages, side);
  useEffect(() => {
    if (!hydrated || !visible || !unread) return;
    setMessages((shown) => markReadBy(shown, side, new Date().toISOString()));
    onRead(id);
    if (!socket?.send({ type: 'read', conversation_id: id })) {
      void chatApi.read(id).then(() => refreshChatUnread());
    }
  }, [hydrated, visible, unread, side, id, socket, onRead]);

  async function loadEarlier() {
    if (!paging.before) return;
    setLoadingEarlier(true);
    const result = await chatApi.messages(id, paging.before);
    setLoadingEarlier(false);
    if (!result.ok) {
      onError(result);
      return;
    }
    setMessages((shown) => mergeMessages(shown, result.data.data));
    setPaging({ hasMore: result.data.has_more, before: result.data.next_before });
  }

  const changed = (next: Conversation) => {
    setConversation(next);
    onChange(next);
  };
  const sent = (message: ChatMessage) => {
    setMessages((shown) => mergeMessages(shown, [message]));
    onSent(message);
  };

  const name = conversation.other.name;
  return (
    <article className="chat-thread" aria-labelledby={`chat-thread-${id}`}>
      <header className="chat-thread__header">
        <Link to={backHref} className="chat-thread__back" preventScrollReset>
          <BackIcon />
          <span className="visually-hidden">{t('thread.back')}</span>
        </Link>
        <ChatAvatar name={name} imageUrl={conversation.other.image_url} size={36} />
        <div className="chat-thread__who">
          <h2 id={`chat-thread-${id}`} className="chat-thread__name">
            {name}
          </h2>
          {conversation.other.store_slug ? (
            <Link to={`/stores/${conversation.other.store_slug}`} className="chat-thread__link">
              {t('thread.storePage')}
            </Link>
          ) : null}
        </div>
        <ThreadMenu conversation={conversation} onChange={changed} />
      </header>
      <MessageList
        messages={messages}
        side={side}
        name={name}
        hasMore={paging.hasMore}
        loadingEarlier={loadingEarlier}
        onLoadEarlier={() => void loadEarlier()}
        canLoad={hydrated}
      />
      <p className="chat-thread__typing" aria-live="polite">
        {typingAt !== null ? t('thread.typing', { name }) : ''}
      </p>
      {conversation.blocked ? (
        <div className="chat-blocked" role="status">
          <p>{conversation.blocked_by === side ? t('block.byMe') : t('block.byOther', { name })}</p>
          {conversation.blocked_by === side ? <UnblockButton conversation={conversation} onChange={changed} /> : null}
        </div>
      ) : (
        <Composer conversationId={id} socket={socket} onSent={sent} />
      )}
    </article>
  );
}

function UnblockButton({
  conversation,
  onChange,
}: {
  conversation: Conversation;
  onChange: (conversation: Conversation) => void;
}) {
  const { t } = useTranslation('chat');
  const hydrated = useHydrated();
  const onError = useApiErrorHandler();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      disabled={!hydrated || busy}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        const result = await chatApi.block(conversation.id, false);
        setBusy(false);
        if (result.ok) onChange(result.data.data);
        else onError(result);
      }}
    >
      {t('menu.unblock')}
    </button>
  );
}
