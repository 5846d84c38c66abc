import type { ProductDetail } from '@bedesten/core/schemas/catalogue';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { notifyInfo, notifySuccess } from '~/lib/notify.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import type { GuestLine, GuestStore } from '../guest-cart.ts';
import { useCartActions } from '../use-cart.ts';
import { StoreConflictDialog } from './store-conflict-dialog.tsx';

type Variant = ProductDetail['variants'][number];

/** The cart line a product page's choice makes (the guest cart keeps it as shown). */
export function lineOf(product: ProductDetail, variant: Variant, quantity: number): GuestLine {
  return {
    uuid: variant.id,
    product_id: product.id,
    master_product_id: product.id,
    variation_id: variant.id,
    quantity,
    unit_id: product.unit?.id ?? null,
    unit_name: product.unit?.name ?? null,
    unit_quantity: product.unit_quantity,
    selling_price: variant.selling_price,
    mrp_price: variant.mrp_price,
    size_id: variant.size?.id ?? null,
    size_name: variant.size?.name ?? null,
    product_name: product.name,
    image_url: product.images[0] ?? null,
    stock_status: variant.stock_status,
    stock: variant.stock,
    product_slug: product.slug,
  };
}

export function storeOf(product: ProductDetail): GuestStore {
  return {
    id: product.store.id,
    name: product.store.title,
    slug: product.store.slug,
    minimum_order_amount: product.store.minimum_order_amount,
    currency: product.currency,
  };
}

/**
 * What the page says once the item is in the cart: a quantity that was cut
 * to what is left says so ("Only 12 left: your cart has 12"), not "added".
 */
export function addedNotice(
  t: (key: string, options?: Record<string, unknown>) => string,
  product: { name: string },
  variant: { stock: number | null },
  quantity: number,
  inCart: number,
  capped: boolean,
): { tone: 'info' | 'success'; text: string } {
  if (capped && variant.stock !== null) {
    return { tone: 'info', text: t('add.capped', { n: variant.stock, count: inCart }) };
  }
  return { tone: 'success', text: t('add.added', { name: product.name, count: quantity }) };
}

/**
 * "Add to cart" for the chosen variant and quantity; disabled, and saying
 * why, when the variant is out of stock or not available. Another store's
 * cart brings up the SPEC.md §4 question before anything is discarded.
 * `capped`: the quantity typed was more than is left and became what is left.
 */
export function AddToCart({
  product,
  variant,
  quantity,
  capped = false,
}: {
  product: ProductDetail;
  variant: Variant;
  quantity: number;
  capped?: boolean;
}) {
  const { t } = useTranslation('cart');
  const hydrated = useHydrated();
  const cart = useCartActions();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  const available = variant.active_status && variant.stock_status !== 'not_available';
  const buyable = available && variant.stock_status === 'in_stock';
  const label = !available ? t('messages:not_available') : buyable ? t('add.button') : t('messages:out_of_stock');

  async function add(replace: boolean) {
    setBusy(true);
    setAdded(false);
    const result = await cart.add(storeOf(product), lineOf(product, variant, quantity), { replace });
    setBusy(false);
    if (result.kind === 'store_conflict') {
      setConflict(result.storeName);
      return;
    }
    setConflict(null);
    if (result.kind === 'added') {
      setAdded(true);
      const notice = addedNotice(t, product, variant, quantity, result.quantity, capped);
      (notice.tone === 'info' ? notifyInfo : notifySuccess)(notice.text);
    }
  }

  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        disabled={!buyable || !hydrated || busy}
        aria-busy={busy}
        onClick={() => void add(false)}
      >
        {label}
      </button>
      {added ? (
        <Link to="/cart" className="text-link add-to-cart__view">
          {t('add.viewCart')}
        </Link>
      ) : null}
      <StoreConflictDialog
        storeName={conflict}
        busy={busy}
        onKeep={() => setConflict(null)}
        onReplace={() => void add(true)}
      />
    </div>
  );
}
