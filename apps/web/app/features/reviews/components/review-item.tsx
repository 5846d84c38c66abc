import { formatDate } from '@bedesten/core/i18n/dates';
import type { Review } from '@bedesten/core/schemas/reviews';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { ReviewStars } from './stars.tsx';

/** What a review is of, as a link: "Store" or "Product · Store" (My reviews, the vendor and staff lists). */
export function ReviewSubject({ review }: { review: Review }) {
  const { t } = useTranslation('reviews');
  if (!review.store_slug) return null;
  const storeLink = (
    <Link to={`/stores/${review.store_slug}`} className="text-link">
      {review.store_title}
    </Link>
  );
  return (
    <p className="review__subject">
      {review.product_slug && review.product_name ? (
        <>
          {t('item.productOf')}{' '}
          <Link to={`/stores/${review.store_slug}/${review.product_slug}`} className="text-link">
            {review.product_name}
          </Link>
          {' · '}
          {storeLink}
        </>
      ) : (
        <>
          {t('item.storeOf')} {storeLink}
        </>
      )}
    </p>
  );
}

/**
 * One review: its stars and title, the text, who wrote it and when (in the
 * reader's language), "Verified purchase", and the store's reply beneath.
 * Its author and staff also see whether it was hidden and why.
 */
export function ReviewItem({
  review,
  headingLevel = 3,
  subject = false,
  children,
}: {
  review: Review;
  headingLevel?: 2 | 3 | 4;
  /** Say what was reviewed (lists that mix stores and products). */
  subject?: boolean;
  /** Actions beneath (edit, delete, reply, hide). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('reviews');
  const lang = useLanguage();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  return (
    <article className={`review${review.hidden ? ' review--hidden' : ''}`} data-review-id={review.id}>
      <header className="review__header">
        <ReviewStars rating={review.rating} />
        <Heading className="review__title" lang={review.language}>
          {review.title}
        </Heading>
      </header>
      {subject ? <ReviewSubject review={review} /> : null}
      <p className="review__meta muted">
        <span>{review.author_name}</span>
        {' · '}
        <time dateTime={review.created_at}>{formatDate(review.created_at, lang, 'date')}</time>
        {review.verified_purchase ? (
          <>
            {' · '}
            <span className="review__verified">{t('item.verified')}</span>
          </>
        ) : null}
      </p>
      {review.hidden ? (
        <p className="alert alert--error review__hidden">
          {review.hidden_reason ? t('item.hiddenBecause', { reason: review.hidden_reason }) : t('item.hidden')}
        </p>
      ) : null}
      <p className="review__text" lang={review.language}>
        {review.review}
      </p>
      {review.reply ? (
        <div className="review__reply">
          <p className="review__reply-title">
            {t('item.reply')}
            {review.replied_at ? (
              <span className="muted">
                {' · '}
                <time dateTime={review.replied_at}>{formatDate(review.replied_at, lang, 'date')}</time>
              </span>
            ) : null}
          </p>
          <p className="review__reply-text" data-own-words>
            {review.reply}
          </p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
