import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { Pager } from '~/components/pager.tsx';
import { AccountNav } from '~/features/account/components/account-nav.tsx';
import { MyReviewList } from '~/features/reviews/components/my-reviews.tsx';
import { loadMyReviews } from '~/features/reviews/load.server.ts';
import { pageNumber } from '~/features/reviews/query.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireUser } from '~/lib/session.server.ts';

/** `/profile/my-reviews` (SPEC.md §2 "my reviews"): the customer's reviews, newest first, ten a page. */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { lang } = resolveLanguage(args.request);
  const page = pageNumber(new URL(args.request.url).searchParams);
  return { list: await loadMyReviews(args.request, page, lang) };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'my-reviews');

export default function MyReviewsPage() {
  const { t } = useTranslation('reviews');
  const { list } = useLoaderData<typeof loader>();
  return (
    <div className="page container">
      <PageHeader title={t('pages:my-reviews.title')} intro={t('pages:my-reviews.intro')} />
      <div className="account-layout">
        <AccountNav />
        <div>
          {list.data.length > 0 ? (
            <>
              <MyReviewList reviews={list.data} />
              <Pager current={list.current_page} last={list.last_page} />
            </>
          ) : (
            <div className="notice empty-state">
              <p className="notice__title">{t('messages:no_reviews_found')}</p>
              <p>{t('my.empty')}</p>
              <p className="notice__actions">
                <Link to="/profile/my-orders" className="button button--secondary">
                  {t('my.toOrders')}
                </Link>
              </p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
