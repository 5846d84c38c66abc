import type { ProductDetail } from '@bedesten/core/schemas/catalogue';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { QuantityStepper } from '~/components/quantity-stepper.tsx';
import { Price } from './price.tsx';

export type Variant = ProductDetail['variants'][number];

/** The first variant a person can buy, else the first one: what the page shows before a choice. */
export function defaultVariant(variants: readonly Variant[], wanted?: string | null): Variant | undefined {
  return (
    variants.find((variant) => variant.id === wanted || variant.unique_id === wanted) ??
    variants.find((variant) => variant.active_status && variant.stock_status === 'in_stock') ??
    variants[0]
  );
}

function stockText(variant: Variant, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!variant.active_status || variant.stock_status === 'not_available') return t('messages:not_available');
  if (variant.stock_status === 'out_of_stock') return t('messages:out_of_stock');
  if (variant.stock !== null && variant.stock <= 5) return t('catalogue:product.fewLeft', { count: variant.stock });
  return t('catalogue:product.inStock');
}

/**
 * Sizes/variants, the chosen one's price and stock, and a quantity. Server
 * rendered with the default choice; radios keep working as a form without
 * JavaScript (`?variant=`). `action` renders what to do with the choice
 * (the page puts the cart's button there).
 */
export function VariantPicker({
  product,
  initialVariant,
  action,
}: {
  product: ProductDetail;
  initialVariant?: string | null | undefined;
  /** `capped`: the quantity typed was more than is left, so it became what is left. */
  action?: (variant: Variant, quantity: number, capped: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [chosenId, setChosenId] = useState(() => defaultVariant(product.variants, initialVariant)?.id);
  const [quantity, setQuantity] = useState(1);
  const [capped, setCapped] = useState(false);
  const chosen = product.variants.find((variant) => variant.id === chosenId);
  if (!chosen) return <p className="stock stock--out">{t('messages:not_available')}</p>;
  const buyable = chosen.active_status && chosen.stock_status === 'in_stock';
  const maxQuantity = chosen.stock ?? 99;
  return (
    <form className="buy-box" method="get" onSubmit={(event) => event.preventDefault()}>
      <Price selling={chosen.selling_price} mrp={chosen.mrp_price} currency={product.currency} large />
      <p className={buyable ? 'stock stock--in' : 'stock stock--out'} role="status">
        {stockText(chosen, t)}
      </p>
      {product.variants.length > 1 || chosen.size ? (
        <fieldset className="variant-picker">
          <legend>{t('catalogue:product.variant')}</legend>
          <div className="variant-picker__options">
            {product.variants.map((variant) => {
              const inputId = `${id}-${variant.id}`;
              const unavailable = !variant.active_status || variant.stock_status !== 'in_stock';
              return (
                <label
                  key={variant.id}
                  htmlFor={inputId}
                  className={unavailable ? 'variant-option variant-option--unavailable' : 'variant-option'}
                >
                  <input
                    id={inputId}
                    type="radio"
                    name="variant"
                    value={variant.id}
                    checked={variant.id === chosen.id}
                    onChange={() => {
                      setChosenId(variant.id);
                      setQuantity(1);
                      setCapped(false);
                    }}
                  />
                  <span>{variant.size?.name ?? variant.unique_id}</span>
                  {unavailable ? <span className="variant-option__note">{stockText(variant, t)}</span> : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {buyable ? (
        <>
          <div className="buy-box__quantity">
            <QuantityStepper
              id={`${id}-quantity`}
              label={t('catalogue:product.quantity')}
              value={quantity}
              max={maxQuantity}
              onChange={(next) => {
                setQuantity(next);
                setCapped(false);
              }}
              onCapped={() => setCapped(true)}
            />
          </div>
          {capped ? (
            <p className="buy-box__capped" role="status">
              {chosen.stock === null
                ? t('cart:stepper.limit', { n: maxQuantity })
                : t('cart:stepper.capped', { n: maxQuantity })}
            </p>
          ) : null}
        </>
      ) : null}
      {action ? action(chosen, quantity, capped) : null}
      <noscript>
        <button type="submit" className="button button--secondary" formMethod="get">
          {t('catalogue:product.showVariant')}
        </button>
      </noscript>
    </form>
  );
}
