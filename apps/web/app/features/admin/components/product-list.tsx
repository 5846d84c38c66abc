import { formatMoney } from '@bedesten/core/money/format-money';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import type { AdminProduct } from '../api.ts';
import { formatDate } from '../format.ts';
import { ModerationActions } from './moderation-actions.tsx';
import { ItemHeading } from './item-heading.tsx';

/** Products as cards: pictures, store, price range and each variant, with approve / reject. */
export function ProductList({ products }: { products: AdminProduct[] }) {
  return (
    <ul className="admin-list">
      {products.map((product) => (
        <li key={product.id}>
          <ProductItem product={product} />
        </li>
      ))}
    </ul>
  );
}

function ProductItem({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, lang);
  const titleId = `product-${product.id}`;
  const price =
    product.min_price === null
      ? '–'
      : product.max_price !== null && product.max_price !== product.min_price
        ? `${money(product.min_price)} – ${money(product.max_price)}`
        : money(product.min_price);
  return (
    <article className="card admin-item" aria-labelledby={titleId}>
      <ItemHeading
        id={titleId}
        nameEn={product.name_en}
        nameTr={product.name_tr}
        status={product.status}
        pictures={product.images}
      />
      <dl className="admin-facts admin-facts--summary">
        <div>
          <dt>{t('products.store')}</dt>
          <dd>{product.store_title}</dd>
        </div>
        <div>
          <dt>{t('products.price')}</dt>
          <dd>{price}</dd>
        </div>
        <div>
          <dt>{t('products.updated')}</dt>
          <dd>{formatDate(product.updated_at, lang)}</dd>
        </div>
      </dl>
      <p className="admin-item__text">{product.description_en}</p>
      <table className="admin-table">
        <caption className="visually-hidden">{t('products.variantsOf', { name: product.name_en })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('products.variant')}</th>
            <th scope="col">{t('products.price')}</th>
            <th scope="col">{t('products.stock')}</th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((variant) => (
            <tr key={variant.id}>
              <th scope="row">{variant.size?.name ?? variant.unique_id}</th>
              <td data-label={t('products.price')}>
                {money(variant.selling_price)}
                {variant.discount > 0 ? (
                  <s className="muted">
                    {' '}
                    <span className="visually-hidden">{t('products.was')} </span>
                    {money(variant.mrp_price)}
                  </s>
                ) : null}
              </td>
              <td data-label={t('products.stock')}>
                {variant.stock === null ? t('products.always') : variant.stock}
                {variant.active_status ? null : <span className="muted"> · {t('status.inactive')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {product.rejection_reason && product.status === 'rejected' ? (
        <p className="admin-reason">
          <strong>{t('reasonShown')}</strong> {product.rejection_reason}
        </p>
      ) : null}
      <div className="admin-item__actions">
        <ModerationActions kind="products" id={product.id} name={product.name_en} status={product.status} />
      </div>
    </article>
  );
}
