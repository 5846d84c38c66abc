import type { ChatMessage, Conversation } from '@bedesten/core/schemas/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Pager } from '~/components/pager.tsx';
import { useSessionUser } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { chatApi } from '../api.ts';
import { conversationHref } from '../chat-url.ts';
import type { ChatPageData } from '../load.server.ts';
import { inboxWithMessage } from '../thread-state.ts';
import { refreshChatUnread } from '../unread-state.ts';
import { useChatConnected, useChatEvents, useChatSocket } from '../use-chat-socket.ts';
import { InboxList } from './inbox-list.tsx';
import { POLL_MS, Thread } from './thread.tsx';

/** How long the socket may take before the page says it works without one. */
const OFFLINE_NOTICE_AFTER_MS = 3_000;

function useOfflineNotice(hydrated: boolean, connected: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(false);
    if (!hydrated || connected) return undefined;
    const timer = setTimeout(() => setShown(true), OFFLINE_NOTICE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [hydrated, connected]);
  return shown;
}

/**
 * The chat for one side (a customer's `/chat`, a store's `/vendor/chat`):
 * the inbox and the open conversation side by side on a desktop; on a phone
 * the inbox, then the conversation over the whole screen with a way back.
 */
export function ChatScreen({ data }: { data: ChatPageData }) {
  const { t } = useTranslation('chat');
  const user = useSessionUser();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const socket = useChatSocket(user !== null, user?.id ?? null);
  const connected = useChatConnected(socket);
  const offline = useOfflineNotice(hydrated, connected);
  const [inbox, setInbox] = useState<Conversation[]>(data.inbox.data);
  const latestInbox = useRef(inbox);
  latestInbox.current = inbox;
  const openId = data.open?.conversation.id ?? null;
  const page = data.inbox.current_page;

  useEffect(() => setInbox(data.inbox.data), [data.inbox]);

  const reloadInbox = useCallback(async () => {
    const result = await chatApi.inbox(data.side, page);
    if (result.ok) setInbox(result.data.data);
  }, [data.side, page]);

  useEffect(() => {
    if (connected) void reloadInbox();
  }, [connected, reloadInbox]);

  useEffect(() => {
    if (!hydrated || connected) return undefined;
    const timer = setInterval(() => void reloadInbox(), POLL_MS);
    return () => clearInterval(timer);
  }, [hydrated, connected, reloadInbox]);

  const addToInbox = useCallback(
    (message: ChatMessage) => {
      const next = inboxWithMessage(latestInbox.current, message, openId);
      if (next) setInbox(next);
      // Only page 1 shows a conversation that just became the newest.
      else if (page === 1) void reloadInbox();
    },
    [openId, page, reloadInbox],
  );

  useChatEvents(socket, (event) => {
    if (event.type === 'message') addToInbox(event.message);
  });

  const onRead = useCallback((id: string) => {
    setInbox((list) => list.map((item) => (item.id === id ? { ...item, unread_count: 0 } : item)));
    void refreshChatUnread();
  }, []);
  const onChange = useCallback((next: Conversation) => {
    setInbox((list) => list.map((item) => (item.id === next.id ? next : item)));
  }, []);

  return (
    <>
      <p className="chat-status" role="status">
        {offline ? t('thread.offline') : ''}
      </p>
      {data.missing ? (
        <p className="notice" role="alert">
          {t('inbox.missing')}
        </p>
      ) : null}
      <div className="chat-layout" data-open={openId ? 'true' : 'false'} data-live={connected}>
        <section className="chat-inbox" aria-labelledby="chat-inbox-title">
          <h2 id="chat-inbox-title" className="visually-hidden">
            {t('inbox.title')}
          </h2>
          <InboxList conversations={inbox} openId={openId} />
          <Pager current={page} last={data.inbox.last_page} label={t('inbox.pages')} drop={['c']} />
        </section>
        <div className="chat-pane">
          {data.open ? (
            <Thread
              key={data.open.conversation.id}
              initial={data.open}
              socket={socket}
              connected={connected}
              backHref={conversationHref(pathname, search, null)}
              onRead={onRead}
              onChange={onChange}
              onSent={addToInbox}
            />
          ) : (
            <p className="chat-pane__empty muted">{t('inbox.choose')}</p>
          )}
        </div>
      </div>
    </>
  );
}
