import { message } from '~/lib/messages.ts';
import { fieldLabel } from '~/lib/messages.ts';
import { formatMoney } from '@bedesten/core/money/format-money';
import type { VendorProduct } from '@bedesten/core/schemas/catalogue';
import { useId, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText } from '~/components/form/fields.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { vendorCatalogueApi } from '../api.ts';
import { stockInputProblem } from '../product-values.ts';
import { useCatalogueAction } from '../use-catalogue-action.ts';

type Variant = VendorProduct['variants'][number];

/** "Size M · V-3F9A1C2B": how a variant is named in labels and dialogs. */
export function variantName(variant: Variant): string {
  return variant.size ? `${variant.size.name} · ${variant.unique_id}` : variant.unique_id;
}

/** Stock as a person reads it: always available, a count, or the catalogue's "Out of Stock"/"Not available". */
export function StockStatus({ variant }: { variant: Variant }) {
  const { t } = useTranslation('vendor-catalogue');
  if (variant.stock_message)
    return <span className={variant.active_status ? 'tag tag--danger' : 'tag'}>{variant.stock_message}</span>;
  if (variant.stock === null) return <span className="tag tag--success">{t('stock.always')}</span>;
  return <span className="tag tag--success">{t('stock.count', { count: variant.stock })}</span>;
}

/**
 * One variant of a product in the management lists: price, stock status,
 * a stock box (limited-stock products), the activated switch and delete.
 */
export function VariantRow({
  product,
  variant,
  onDelete,
}: {
  product: VendorProduct;
  variant: Variant;
  onDelete: (variant: Variant) => void;
}) {
  const { t } = useTranslation('vendor-catalogue');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const id = useId();
  const { busy, run } = useCatalogueAction();
  const [stock, setStock] = useState(variant.stock === null ? '' : String(variant.stock));
  const [stockError, setStockError] = useState<string | null>(null);
  // Flips at once and flips back if the API says no; the list reloads either way.
  const [active, setActive] = useState(variant.active_status);
  const name = variantName(variant);
  const limited = product.availability === 'limited' || variant.stock !== null;

  const saveStock = async () => {
    const problem = stockInputProblem(stock);
    if (problem) {
      setStockError(message(problem.key, lang, { label: fieldLabel('stock', lang) }));
      return;
    }
    setStockError(null);
    await run('stock', () => vendorCatalogueApi.updateStock(product.id, variant.id, Number(stock)));
  };

  const toggle = async (next: boolean) => {
    setActive(next);
    const done = await run('active', () => vendorCatalogueApi.setVariantActive(variant.id, next));
    if (!done) setActive(!next);
  };

  return (
    <li className="vc-variant" data-variant={variant.unique_id}>
      <div className="vc-variant__main">
        <p className="vc-variant__name">
          <strong>{variant.size?.name ?? t('variants.noSize')}</strong>{' '}
          <span className="muted vc-code">{variant.unique_id}</span>
        </p>
        <p className="vc-variant__price">
          {formatMoney(variant.selling_price, lang)}
          {variant.discount > 0 ? <s className="muted">{formatMoney(variant.mrp_price, lang)}</s> : null}
        </p>
        <StockStatus variant={variant} />
      </div>
      {limited ? (
        <form
          className="vc-variant__stock"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void saveStock();
          }}
        >
          <label htmlFor={`${id}-stock`}>{t('stock.label', { name })}</label>
          <div className="field__row">
            <input
              id={`${id}-stock`}
              inputMode="numeric"
              value={stock}
              onChange={(event) => setStock(event.target.value)}
              aria-invalid={stockError ? true : undefined}
              aria-describedby={stockError ? `${id}-stock-error` : undefined}
            />
            <button
              type="submit"
              className="button button--secondary button--small"
              disabled={!hydrated || busy === 'stock'}
            >
              {t('stock.update')}
              <span className="visually-hidden"> ({name})</span>
            </button>
          </div>
          <FieldErrorText id={`${id}-stock-error`} message={stockError ?? undefined} />
        </form>
      ) : null}
      <div className="vc-variant__actions">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={active}
            disabled={!hydrated || busy === 'active'}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <span className="switch__track" aria-hidden="true" />
          <span>
            {t('variants.active')}
            <span className="visually-hidden"> ({name})</span>
          </span>
        </label>
        <button
          type="button"
          className="button button--ghost button--small button--danger-text"
          disabled={!hydrated || product.variants.length <= 1}
          title={product.variants.length <= 1 ? t('variants.lastHint') : undefined}
          onClick={() => onDelete(variant)}
        >
          {t('variants.delete')}
          <span className="visually-hidden"> ({name})</span>
        </button>
      </div>
    </li>
  );
}
