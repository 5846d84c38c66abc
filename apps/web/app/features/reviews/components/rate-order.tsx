import type { Reviewable } from '@bedesten/core/schemas/reviews';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { OwnReview } from './own-review.tsx';
import { ReviewForm } from './review-form.tsx';
import { Picture } from '~/components/picture.tsx';

/**
 * "Rate this order" on a delivered order: the store and each product in it,
 * each with a review form, or the review already written (from this order or
 * an earlier one: one review per store and per product) with Edit and Delete.
 */
export function RateOrder({ reviewable }: { reviewable: Reviewable }) {
  const { t } = useTranslation('reviews');
  const { store, products } = reviewable;
  const items = [
    {
      key: `store-${store.id}`,
      heading: t('rate.store', { name: store.title }),
      name: store.title,
      review: store.review,
      productId: null,
      image: null,
    },
    ...products.map((product) => ({
      key: `product-${product.product_id}`,
      heading: product.name,
      name: product.name,
      review: product.review,
      productId: product.product_id,
      image: product.image_url,
    })),
  ];
  const open = items.filter((item) => !item.review).length;
  return (
    <section id="rate" className="card order-section rate-order" aria-labelledby="rate-order-title">
      <h2 id="rate-order-title">{t('rate.title')}</h2>
      <p className="muted">{open > 0 ? t('rate.intro') : t('rate.allDone')}</p>
      <ul className="rate-order__items">
        {items.map((item) => (
          <li key={item.key}>
            <section className="rate-order__item" aria-labelledby={`${item.key}-title`}>
              <div className="rate-order__head">
                {item.image ? <Picture src={item.image} alt="" width={48} height={48} use="thumb" /> : null}
                <h3 id={`${item.key}-title`}>{item.heading}</h3>
              </div>
              {item.review ? (
                <OwnReview review={item.review} name={item.name} headingLevel={4} />
              ) : (
                <ReviewForm
                  target={{
                    kind: 'create',
                    orderId: reviewable.order_id,
                    storeId: store.id,
                    productId: item.productId,
                  }}
                />
              )}
            </section>
          </li>
        ))}
      </ul>
    </section>
  );
}
