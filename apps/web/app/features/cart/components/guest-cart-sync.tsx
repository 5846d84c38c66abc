import { useCallback, useEffect, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { Dialog } from '~/components/dialog.tsx';
import { useClientStore } from '~/lib/client-state/provider.tsx';
import { emptyCart } from '~/lib/client-state/state.ts';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { message } from '~/lib/messages.ts';
import { notifyInfo } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { cartApi, type CartBulkBody } from '../api.ts';
import { afterBulk, guestBulkBody, newMergeId } from '../guest-cart.ts';
import { setGuestMergeStatus } from '../merge-status.ts';

/** Guest carts (by merge id) being sent from this page, whichever component instance sends them. */
const sending = new Set<string>();

/** The question a guest cart of another store than the saved one raises: which cart to keep. */
interface Question {
  mergeId: string;
  body: CartBulkBody;
  saved: string;
  guest: string;
}

/**
 * At sign-in the cart a guest built in this browser joins their account's
 * cart (`cart-bulk`) and is cleared here; the loaders then run again to show
 * the merged cart and its count. A cart holds one store: when the account's
 * saved cart is another store's, nothing is dropped; the person is asked
 * which cart to keep. Closed without an answer, the question comes back on
 * the next page, and both carts stay as they are meanwhile.
 *
 * The cart goes with its merge id, so the API merges it once even when it
 * is sent again: by a page loaded (or a layout mounted) before the answer
 * came and the cart was cleared, by another tab, or after a lost answer.
 * Within one page it is sent once at a time. Loaded only while a signed-in
 * person has a guest cart in this browser (GuestCartMerge).
 */
export default function GuestCartSync() {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const store = useClientStore();
  const { revalidate } = useRevalidator();
  const { pathname } = useLocation();
  const [question, setQuestion] = useState<Question | null>(null);
  const [choosing, setChoosing] = useState(false);

  const send = useCallback(
    async (body: CartBulkBody & { merge_id: string }) => {
      const mergeId = body.merge_id;
      if (sending.has(mergeId)) return;
      sending.add(mergeId);
      setGuestMergeStatus({ busy: true, keptMessage: null, cart: null });
      try {
        const next = afterBulk(await cartApi.bulk(body));
        // Only this cart is cleared: one the person started meanwhile has another id.
        if (next.clear) {
          store.setState((state) => (state.cart.merge_id === mergeId ? { ...state, cart: emptyCart() } : state));
        }
        if (next.ask) {
          const guest = store.getState().cart.store_name ?? '';
          setQuestion({ mergeId, body, saved: next.ask.saved, guest });
          return;
        }
        if (!next.cart) return;
        setQuestion(null);
        // The cart page goes by this answer (its own data may be drawn later).
        setGuestMergeStatus({ cart: next.cart, keptMessage: null });
        await revalidate();
      } finally {
        sending.delete(mergeId);
        setGuestMergeStatus({ busy: sending.size > 0 });
      }
    },
    [store, revalidate],
  );

  // On arrival and on every page after: a question closed unanswered is asked again there.
  useEffect(() => {
    // A cart saved before carts had an id gets one first, kept with it, so every send names the same cart.
    const saved = store.getState().cart;
    if (saved.cart_list.length > 0 && !saved.merge_id) {
      store.setState((state) => ({ ...state, cart: { ...state.cart, merge_id: newMergeId() } }));
    }
    const body = guestBulkBody(store.getState().cart);
    if (body?.merge_id) void send({ ...body, merge_id: body.merge_id });
  }, [pathname, store, send]);

  if (!question) return null;

  const keepSaved = () => {
    const kept = message('guest_cart_kept', lang, { store: question.saved });
    store.setState((state) => (state.cart.merge_id === question.mergeId ? { ...state, cart: emptyCart() } : state));
    setQuestion(null);
    // Said on the cart page, which stays there rather than go on to pay for the saved cart.
    setGuestMergeStatus({ keptMessage: kept, cart: null });
    notifyInfo(kept);
  };

  return (
    <Dialog open onClose={() => setQuestion(null)} title={t('choice.title')}>
      <p>{t('choice.text', { saved: question.saved, guest: question.guest })}</p>
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={choosing}
          aria-busy={choosing || undefined}
          onClick={() => {
            setChoosing(true);
            void send({ ...question.body, merge_id: question.mergeId, replace: true }).finally(() =>
              setChoosing(false),
            );
          }}
        >
          {t('choice.useGuest', { store: question.guest })}
        </button>
        <button type="button" className="button button--secondary" onClick={keepSaved} disabled={choosing}>
          {t('choice.keepSaved', { store: question.saved })}
        </button>
      </div>
      <p className="muted">{t('choice.later')}</p>
    </Dialog>
  );
}
