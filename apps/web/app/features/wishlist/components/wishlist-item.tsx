import type { WishlistItem } from '@bedesten/core/schemas/wishlist';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { Link } from '~/components/link.tsx';
import { Dialog } from '~/components/dialog.tsx';
import { BagIcon } from '~/components/icons.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { setSaved } from '~/lib/wishlist-state.ts';
import { wishlistCartApi } from '../api.ts';
import { WishlistPrice } from './wishlist-price.tsx';
import { Picture } from '~/components/picture.tsx';

const productHref = (item: WishlistItem) => `/stores/${item.store.slug}/${item.slug}`;

/**
 * One saved product: picture, name, store, price, stock state, "Add to cart"
 * (the cheapest variant that can be bought, one of it) and "Remove". Another
 * store's cart asks first, as on the product page (SPEC.md §4).
 */
export function WishlistItemCard({ item }: { item: WishlistItem }) {
  const { t } = useTranslation('wishlist');
  const hydrated = useHydrated();
  const onError = useApiErrorHandler();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const ranged = item.min_price !== null && item.max_price !== null && item.max_price > item.min_price;
  const buyable = item.available && item.stock_status === 'in_stock' && item.variation_id !== null;
  const titleId = `wishlist-${item.id}`;

  async function addToCart(replace: boolean) {
    if (!item.variation_id) return;
    setBusy(true);
    const result = await wishlistCartApi.add({
      product_id: item.id,
      variation_id: item.variation_id,
      quantity: 1,
      ...(replace ? { replace: true } : {}),
    });
    setBusy(false);
    if (!result.ok && result.status === 409 && result.error?.code === 'cart_store_conflict') {
      const current = (result.error as { current_store?: { name?: string | null } }).current_store;
      setConflict(current?.name ?? '');
      return;
    }
    setConflict(null);
    if (!result.ok) {
      onError(result);
      return;
    }
    notifySuccess(t('cart:add.added', { name: item.name, count: 1 }));
    // The header's cart count comes from the root loader.
    await revalidate();
  }

  async function remove() {
    setBusy(true);
    const result = await setSaved(item.id, false);
    setBusy(false);
    if (!result.ok && result.status !== 404) {
      onError(result);
      return;
    }
    notifySuccess(result.ok ? result.data.message : t('removed', { name: item.name }));
    await revalidate();
  }

  return (
    <li className="wishlist-item" aria-labelledby={titleId}>
      <div className="wishlist-item__media">
        {item.image_url ? (
          <Picture src={item.image_url} alt="" width={120} height={120} use="thumb" />
        ) : (
          <span className="store-card__placeholder" aria-hidden="true">
            <BagIcon size={32} />
          </span>
        )}
      </div>
      <div className="wishlist-item__body">
        <h2 className="wishlist-item__title" id={titleId}>
          {item.available ? (
            <Link to={productHref(item)} className="text-link">
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </h2>
        <p className="wishlist-item__store muted">{item.store.title}</p>
        {item.available ? <WishlistPrice selling={item.selling_price} mrp={item.mrp_price} from={ranged} /> : null}
        {item.stock_status === 'in_stock' ? (
          <p className="stock stock--in">{t('inStock')}</p>
        ) : (
          <p className="stock stock--out">{t(`messages:${item.stock_status}`)}</p>
        )}
      </div>
      <div className="wishlist-item__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!buyable || !hydrated || busy}
          aria-busy={busy}
          aria-describedby={titleId}
          onClick={() => void addToCart(false)}
        >
          {t('cart:add.button')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!hydrated || busy}
          aria-describedby={titleId}
          onClick={() => void remove()}
        >
          {t('remove')}
        </button>
      </div>
      <Dialog open={conflict !== null} onClose={() => setConflict(null)} title={t('cart:conflict.title')}>
        <p>{t('messages:cart_store_conflict', { store: conflict ?? '' })}</p>
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void addToCart(true)}
            disabled={busy}
            aria-busy={busy}
          >
            {t('cart:conflict.yes')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConflict(null)}>
            {t('cart:conflict.no')}
          </button>
        </div>
      </Dialog>
    </li>
  );
}
