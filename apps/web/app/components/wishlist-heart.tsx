import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { notifySuccess } from '~/lib/notify.ts';
import { useSessionPending, useSessionUser } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { signInHrefFor } from '~/lib/use-session.ts';
import { consumeSaveRequest, ensureWishlistLoaded, setSaved, useWishlistState } from '~/lib/wishlist-state.ts';

/** The query parameter a guest's heart leaves on the way back from sign-in: save this product then. */
export const SAVE_PARAM = 'save';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.4 0 5.5 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
    </svg>
  );
}

/**
 * Save to / remove from the wishlist (issue 11), on product cards and the
 * product page. A guest goes to sign in and comes back with `?save=<id>`;
 * any heart on the returning page then saves that product once.
 */
export function WishlistHeart({
  productId,
  productName,
  large = false,
}: {
  productId: string;
  productName: string;
  large?: boolean;
}) {
  const { t } = useTranslation('wishlist');
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const hydrated = useHydrated();
  // Until a shared page knows who is signed in, a press could send a signed-in person to sign in.
  const sessionPending = useSessionPending();
  const { ids } = useWishlistState();
  const [busy, setBusy] = useState(false);
  const onError = useApiErrorHandler();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const pending = params.get(SAVE_PARAM);
  const pressed = ids.has(productId);

  useEffect(() => ensureWishlistLoaded(userId), [userId]);

  useEffect(() => {
    if (!userId || !pending) return;
    if (UUID.test(pending) && consumeSaveRequest(pending)) {
      void setSaved(pending, true).then((result) => {
        if (result.ok) notifySuccess(result.data.message);
        else onError(result);
      });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SAVE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [userId, pending, setParams, onError]);

  async function toggle() {
    if (!userId) {
      const back = new URLSearchParams(search);
      back.set(SAVE_PARAM, productId);
      await navigate(signInHrefFor(pathname, `?${back.toString()}`));
      return;
    }
    setBusy(true);
    const result = await setSaved(productId, !pressed);
    setBusy(false);
    if (result.ok) notifySuccess(result.data.message);
    else if (!(result.status === 404 && pressed)) onError(result);
  }

  const label = pressed ? t('heart.remove') : t('heart.save');
  return (
    <button
      type="button"
      className={`wishlist-heart${large ? ' wishlist-heart--large' : ''}${pressed ? ' is-saved' : ''}`}
      aria-pressed={pressed}
      aria-label={`${label}: ${productName}`}
      title={label}
      disabled={!hydrated || busy || sessionPending}
      onClick={() => void toggle()}
    >
      <HeartIcon filled={pressed} />
      {large ? <span className="wishlist-heart__text">{label}</span> : null}
    </button>
  );
}
