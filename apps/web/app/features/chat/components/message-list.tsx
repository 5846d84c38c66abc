import type { ChatMessage, ChatSide } from '@bedesten/core/schemas/chat';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { dayLabel, groupByDay } from '../thread-state.ts';
import { MessageBubble } from './message-bubble.tsx';

function DayHeading({ day }: { day: string }) {
  const { t } = useTranslation('chat');
  const lang = useLanguage();
  const label = dayLabel(day, lang);
  return <h3 className="chat-day">{'key' in label ? t(`thread.${label.key}`) : label.text}</h3>;
}

/**
 * The history, oldest first, cut by day. It keeps to the bottom as messages
 * arrive (unless the reader scrolled up to read older ones), and keeps the
 * reader's place when an earlier page is added above.
 */
export function MessageList({
  messages,
  side,
  name,
  hasMore,
  loadingEarlier,
  onLoadEarlier,
  canLoad,
}: {
  messages: readonly ChatMessage[];
  side: ChatSide;
  name: string;
  hasMore: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  canLoad: boolean;
}) {
  const { t } = useTranslation('chat');
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first: string | null; last: string | null; height: number; nearBottom: boolean }>({
    first: null,
    last: null,
    height: 0,
    nearBottom: true,
  });

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = seen.current;
    const first = messages[0]?.id ?? null;
    const last = messages.at(-1)?.id ?? null;
    if (
      before.last === null ||
      (last !== before.last && (before.nearBottom || messages.at(-1)?.sender_side === side))
    ) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      // An earlier page went in above: stay on the message that was on screen.
      element.scrollTop += element.scrollHeight - before.height;
    }
    seen.current = { first, last, height: element.scrollHeight, nearBottom: true };
  }, [messages, side]);

  const groups = groupByDay(messages);
  return (
    <div
      ref={box}
      className="chat-messages"
      role="log"
      aria-label={t('thread.messages', { name })}
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        seen.current.nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
        seen.current.height = element.scrollHeight;
      }}
    >
      {hasMore ? (
        <p className="chat-messages__more">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={onLoadEarlier}
            disabled={!canLoad || loadingEarlier}
            aria-busy={loadingEarlier}
          >
            {loadingEarlier ? t('thread.loadingEarlier') : t('thread.loadEarlier')}
          </button>
        </p>
      ) : messages.length > 0 ? (
        <p className="chat-messages__start muted">{t('thread.beginning')}</p>
      ) : (
        <p className="chat-messages__start muted">{t('thread.empty')}</p>
      )}
      {groups.map((group) => (
        <section key={group.day} className="chat-day-group">
          <DayHeading day={group.day} />
          <ol className="chat-day-group__list">
            {group.messages.map((message) => (
              <MessageBubble key={message.id} message={message} side={side} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
