import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '~/components/link.tsx';
import { CUSTOMER_SIGN_IN, withRedirect } from '~/lib/access.ts';
import { useSessionUser } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { chatApi } from '../api.ts';
import { ChatIcon } from '~/components/icons.tsx';

/**
 * "Chat with the store" on store, product and order pages: opens (or
 * continues) the conversation and goes to it. Guests sign in first and come
 * back here; the store's own owner has no one to write to (the API would
 * answer chat_own_store).
 */
export function ChatWithStore({ storeId, className = '' }: { storeId: string; className?: string }) {
  const { t } = useTranslation('chat');
  const user = useSessionUser();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const onError = useApiErrorHandler();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);

  if (user?.store_id === storeId) return null;
  if (!user) {
    return (
      <Link
        to={withRedirect(CUSTOMER_SIGN_IN, `${pathname}${search}`)}
        className={`button button--secondary chat-start ${className}`}
      >
        <ChatIcon />
        {t('start.signIn')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={`button button--secondary chat-start ${className}`}
      disabled={!hydrated || busy}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        const result = await chatApi.open(storeId);
        setBusy(false);
        if (!result.ok) {
          onError(result);
          return;
        }
        await navigate(`/chat?c=${result.data.data.id}`);
      }}
    >
      <ChatIcon />
      {t('start.button')}
    </button>
  );
}
