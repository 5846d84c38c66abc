import { message } from '~/lib/messages.ts';
import type { CartView } from '@bedesten/core/schemas/cart';
import type { DeliveryTermsView } from '@bedesten/core/schemas/delivery-terms';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { Link } from '~/components/link.tsx';
import { ConfirmDialog } from '~/components/dialog.tsx';
import { CUSTOMER_SIGN_IN, withRedirect } from '~/lib/access.ts';
import { useClientState, useRestoreStatus } from '~/lib/client-state/provider.tsx';
import { notifyInfo } from '~/lib/notify.ts';
import { useLanguage, useSessionUser } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { continueAfterSignIn, fromGuestCart, fromServerCart, type CartModel, type CartRow } from '../cart-model.ts';
import { setGuestMergeStatus, useGuestMergeStatus } from '../merge-status.ts';
import { useCartActions } from '../use-cart.ts';
import { CartLines, type CappedLine } from './cart-lines.tsx';
import { CartSummary } from './cart-summary.tsx';
import { DeliveryTerms } from './delivery-terms.tsx';
import { useStoreDeliveryTerms } from '../use-delivery-terms.ts';

/** Where checkout starts (a colleague's page). */
const CHECKOUT_PATH = '/cart/shipping';
const CART_PATH = '/cart';
/** Where a guest who pressed Checkout comes back to after signing in: the cart, asked to go on. */
const CONTINUE_PARAM = 'continue';
const CHECKOUT_INTENT = `${CART_PATH}?${CONTINUE_PARAM}=checkout`;

/** Said on the cart when the account's saved cart (another store's) was kept at sign-in. */
interface CartLocationState {
  keptMessage?: string;
}

/**
 * A guest who pressed Checkout signs in and comes back here: once their
 * browser's cart has joined the account (GuestCartMerge) and the pages have
 * been read again, they go on to the shipping step, by the cart the merge
 * answered (continueAfterSignIn). Before that the server's cart is not yet
 * theirs, so going on earlier would pay for too little. An empty cart, one that cannot be checked out, or the account's
 * other-store cart kept in place of theirs stays here, the intent dropped.
 */
function useContinueToCheckout(model: CartModel | null, signedIn: boolean, guestLines: number) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const restore = useRestoreStatus();
  const merge = useGuestMergeStatus();
  const wanted = new URLSearchParams(search).get(CONTINUE_PARAM) === 'checkout';
  const settled =
    signedIn &&
    restore === 'ready' &&
    guestLines === 0 &&
    !merge.busy &&
    navigation.state === 'idle' &&
    revalidator.state === 'idle';

  // Once is enough: the cart's data may change again before the router has left.
  const left = useRef(false);
  useEffect(() => {
    if (!wanted) left.current = false;
    if (!wanted || !settled || left.current) return;
    left.current = true;
    const next = continueAfterSignIn(model, merge.cart, merge.keptMessage);
    // Gone by once: a later visit reads the page's own (by then newer) cart.
    if (merge.cart) setGuestMergeStatus({ cart: null });
    if (next.kind === 'checkout') {
      void navigate(CHECKOUT_PATH, { replace: true });
    } else if (next.keptMessage) {
      const state: CartLocationState = { keptMessage: next.keptMessage };
      void navigate(CART_PATH, { replace: true, state });
    } else {
      void navigate(CART_PATH, { replace: true });
    }
  }, [wanted, settled, merge.cart, merge.keptMessage, model, navigate]);
}

/**
 * The cart, wherever it lives: signed in, the server's cart from the page's
 * loader; a guest, the one in the persisted client state (known only once
 * the browser has restored it).
 */
export function CartPage({
  serverCart,
  serverDelivery,
}: {
  serverCart: CartView | null;
  /** The store's delivery terms read with the page (signed in); a guest's are fetched here. */
  serverDelivery: DeliveryTermsView | null;
}) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const user = useSessionUser();
  const guestCart = useClientState((state) => state.cart);
  const restore = useRestoreStatus();
  const navigate = useNavigate();
  const actions = useCartActions();
  const [running, setBusy] = useState(false);
  // Before hydration a click would do nothing: the server-rendered cart waits for it.
  const hydrated = useHydrated();
  const busy = running || !hydrated;
  const [confirmClear, setConfirmClear] = useState(false);
  const [capped, setCapped] = useState<CappedLine | null>(null);

  const model = user
    ? serverCart
      ? fromServerCart(serverCart)
      : null
    : restore === 'ready'
      ? fromGuestCart(guestCart)
      : null;

  async function run(work: () => Promise<boolean>) {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  const delivery = useStoreDeliveryTerms(model?.storeId ?? null, serverDelivery);
  useContinueToCheckout(model, Boolean(user), guestCart.cart_list.length);
  const keptMessage = (useLocation().state as CartLocationState | null)?.keptMessage ?? null;
  const kept = keptMessage ? (
    <p className="notice cart-kept" role="status">
      {keptMessage}
    </p>
  ) : null;

  if (!model) {
    return (
      <p className="cart-loading" role="status">
        {user ? t('unavailable') : t('loading')}
      </p>
    );
  }

  if (model.rows.length === 0) {
    return (
      <div className="notice cart-empty">
        <p className="notice__title">{message('cart_empty', lang)}</p>
        <p>{t('empty.hint')}</p>
        <p className="notice__actions">
          <Link to="/stores" className="button button--primary">
            {t('empty.browse')}
          </Link>
        </p>
      </div>
    );
  }

  const checkout = () => {
    if (user) {
      void navigate(CHECKOUT_PATH);
      return;
    }
    // SPEC.md §6: login is required for the cart's checkout; the guest cart joins the account on return.
    notifyInfo(message('please_login', lang));
    void navigate(withRedirect(CUSTOMER_SIGN_IN, CHECKOUT_INTENT));
  };

  return (
    <div className="cart-layout">
      {kept}
      <section className="cart-main" aria-labelledby="cart-store-title">
        <div className="cart-main__header">
          <h2 id="cart-store-title" className="cart-main__store">
            {model.storeHref ? (
              <Link to={model.storeHref} className="text-link">
                {t('from', { store: model.storeName ?? '' })}
              </Link>
            ) : (
              t('from', { store: model.storeName ?? '' })
            )}
          </h2>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={busy}
            onClick={() => setConfirmClear(true)}
          >
            {t('clear.button')}
          </button>
        </div>
        {delivery ? (
          <div className="card cart-delivery">
            <DeliveryTerms
              terms={delivery}
              headingLevel={3}
              itemsTotal={model.totals?.item_total}
              currency={model.currency}
            />
          </div>
        ) : null}
        <CartLines
          rows={model.rows}
          currency={model.currency}
          busy={busy}
          capped={capped}
          onQuantity={(row: CartRow, quantity) => {
            setCapped(null);
            void run(() => actions.setQuantity(row.key, quantity));
          }}
          onCapped={(row: CartRow, n) => setCapped({ key: row.key, n })}
          onRemove={(row: CartRow) => void run(() => actions.remove(row.key))}
        />
      </section>
      <CartSummary model={model} busy={busy} onCheckout={checkout} />
      <ConfirmDialog
        open={confirmClear}
        title={t('clear.title')}
        text={t('clear.text')}
        confirmLabel={t('clear.confirm')}
        busy={busy}
        onClose={() => setConfirmClear(false)}
        onConfirm={() =>
          void run(async () => {
            const done = await actions.clear();
            setConfirmClear(false);
            return done;
          })
        }
      />
    </div>
  );
}
