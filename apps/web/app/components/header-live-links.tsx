import type { ReactElement } from 'react';
import { ChatHeaderLink } from '~/features/chat/components/chat-badges.tsx';
import { NotificationsLink } from '~/features/notifications/components/notifications-link.tsx';

export { VendorChatBadge } from '~/features/chat/components/chat-badges.tsx';
export { NotificationsLink };

/**
 * What the customer header shows only to someone signed in: notifications
 * and messages, each with a live count over the account socket. The header
 * loads this module lazily and only then (ADR 0049, issue 43), so no public
 * page a signed-out visitor opens carries its code or opens the socket.
 */
export default function SignedInHeaderLinks(): ReactElement | null {
  return (
    <>
      <NotificationsLink />
      <ChatHeaderLink />
    </>
  );
}
