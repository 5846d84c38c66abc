import { useTranslation } from '~/lib/i18n-react.tsx';
import { NavLink } from 'react-router';
import { useSessionUser } from '~/lib/root-data.ts';
import { useChatUnread } from '../unread-state.ts';
import { ChatIcon } from '~/components/icons.tsx';

/** The customer header's Messages link, with what the person has not read from stores. */
export function ChatHeaderLink() {
  const { t } = useTranslation('chat');
  const user = useSessionUser();
  const counts = useChatUnread(user?.id ?? null);
  if (!user) return null;
  const count = counts?.customer ?? 0;
  return (
    <NavLink
      to="/chat"
      className="header-action"
      aria-label={count > 0 ? t('header.messagesUnread', { count }) : t('header.messages')}
    >
      <span className="header-action__icon">
        <ChatIcon />
        {count > 0 ? (
          <span className="chat-badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className="header-action__label" aria-hidden="true">
        {t('header.messages')}
      </span>
    </NavLink>
  );
}

/** The vendor panel's count on "Customer messages": what customers wrote that the store has not read. */
export function VendorChatBadge() {
  const { t } = useTranslation('chat');
  const user = useSessionUser();
  const counts = useChatUnread(user?.store_id ? user.id : null);
  const count = counts?.vendor ?? 0;
  if (count === 0) return null;
  return (
    <span className="chat-count chat-count--nav">
      {' '}
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('panel.unread', { count })}</span>
    </span>
  );
}
