import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { Pager } from '~/components/pager.tsx';
import { RatingSummary } from '~/features/reviews/components/rating-summary.tsx';
import { VendorReviewList } from '~/features/reviews/components/vendor-reviews.tsx';
import { loadVendorReviews } from '~/features/reviews/load.server.ts';
import { pageNumber, uuidParam } from '~/features/reviews/query.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireAccess } from '~/lib/session.server.ts';

/**
 * `/vendor/reviews` (SPEC.md §2; the list carries `avg_rating`, §3): the
 * store's average and spread, its and its products' reviews newest first
 * (one product's with `?product_id=`), each with a public reply, once.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  const { lang } = resolveLanguage(args.request);
  const params = new URL(args.request.url).searchParams;
  const productId = uuidParam(params, 'product_id');
  const list = await loadVendorReviews(args.request, { page: pageNumber(params), product_id: productId }, lang);
  return { list, productId: productId ?? null };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-reviews');

export default function VendorReviewsPage() {
  const { t } = useTranslation('reviews');
  const { list, productId } = useLoaderData<typeof loader>();
  const productName = productId ? list.data.find((review) => review.product_name)?.product_name : null;
  return (
    <div className="page page--panel vendor-reviews-page">
      <PageHeader title={t('panel:vendor-reviews.title')} intro={t('panel:vendor-reviews.intro')} />
      <section className="card vendor-reviews__summary" aria-labelledby="vendor-rating-title">
        <h2 id="vendor-rating-title">
          {productId ? (productName ?? t('vendor.filteredBy')) : t('vendor.summaryTitle')}
        </h2>
        {list.rating_count > 0 ? <RatingSummary summary={list} /> : <p>{t('messages:no_reviews_found')}</p>}
      </section>
      <section className="vendor-reviews__list" aria-labelledby="vendor-reviews-title">
        <div className="vendor-reviews__list-head">
          <h2 id="vendor-reviews-title">{productId ? t('vendor.filteredBy') : t('vendor.listTitle')}</h2>
          {productId ? (
            <Link to="/vendor/reviews" className="button button--secondary button--small">
              {t('vendor.all')}
            </Link>
          ) : null}
        </div>
        {list.data.length > 0 ? (
          <VendorReviewList reviews={list.data} filtered={Boolean(productId)} />
        ) : (
          <p className="notice">{t('messages:no_reviews_found')}</p>
        )}
        <Pager current={list.current_page} last={list.last_page} total={list.total} />
      </section>
    </div>
  );
}
