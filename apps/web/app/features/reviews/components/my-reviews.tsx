import type { Review } from '@bedesten/core/schemas/reviews';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { OwnReview } from './own-review.tsx';

/** "My reviews": each with what it is of, Edit and Delete; a hidden one says so, with staff's reason. */
export function MyReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useTranslation('reviews');
  return (
    <ol className="review-list review-list--own" aria-label={t('section.listLabel')}>
      {reviews.map((review) => (
        <li key={review.id} className="card">
          <OwnReview
            review={review}
            name={review.product_name ?? review.store_title ?? review.title}
            headingLevel={2}
            subject
          />
        </li>
      ))}
    </ol>
  );
}
