import type { RatingList } from '@bedesten/core/schemas/reviews';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { withPage } from '~/components/pager.tsx';
import { REVIEWS_PAGE_PARAM } from '../query.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewItem } from './review-item.tsx';

/** The link to another page of the reviews, landing on the section (other parameters kept). */
function useReviewsPageHref(): (page: number) => string {
  const { pathname, search } = useLocation();
  return (page) => `${withPage(pathname, search, page, REVIEWS_PAGE_PARAM)}#reviews`;
}

/**
 * A store's or product's reviews, rendered on the server (SPEC.md §2 shop
 * detail: products, about, reviews): the average with its 5…1 spread, ten
 * reviews a page, newest first, and "More reviews" as a plain link to the
 * next page (`?reviews_page=N`), so it works before the page is interactive.
 */
export function ReviewsSection({ list, title }: { list: RatingList | null; title: string }) {
  const { t } = useTranslation('reviews');
  const href = useReviewsPageHref();
  return (
    <section id="reviews" className="store-section reviews-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{title}</h2>
      {list === null ? (
        <p className="notice">{t('section.unavailable')}</p>
      ) : list.rating_count === 0 && list.data.length === 0 ? (
        <p className="notice">{t('messages:no_reviews_found')}</p>
      ) : (
        <div className="reviews-layout">
          <RatingSummary summary={list} />
          <div className="reviews-layout__list">
            {list.data.length > 0 ? (
              <ol className="review-list" aria-label={t('section.listLabel')}>
                {list.data.map((review) => (
                  <li key={review.id}>
                    <ReviewItem review={review} />
                  </li>
                ))}
              </ol>
            ) : (
              <p className="notice">{t('messages:no_reviews_found')}</p>
            )}
            {list.last_page > 1 ? (
              <nav className="pager reviews-pager" aria-label={t('section.pages')}>
                {list.current_page > 1 ? (
                  <Link to={href(list.current_page - 1)} rel="prev" className="button button--secondary button--small">
                    {t('section.newer')}
                  </Link>
                ) : null}
                <p className="pager__status">
                  {t('section.pageStatus', { current: list.current_page, last: list.last_page })}
                </p>
                {list.current_page < list.last_page ? (
                  <Link to={href(list.current_page + 1)} rel="next" className="button button--secondary button--small">
                    {t('section.more')}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
