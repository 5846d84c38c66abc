import type { Review } from '@bedesten/core/schemas/reviews';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { Pager } from '~/components/pager.tsx';
import { EmptyState } from '~/features/admin/components/status-tabs.tsx';
import { loadStaffList } from '~/features/admin/loaders.server.ts';
import { StaffReviewFilter, StaffReviewList } from '~/features/reviews/components/staff-reviews.tsx';
import { hiddenParam, pageNumber } from '~/features/reviews/query.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/admin/reviews`: the newest reviews, all or only visible or hidden ones, with Hide (and why) and Unhide. */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const hidden = hiddenParam(params);
  const reviews = await loadStaffList<Review>(args, 'admin/reviews', {
    page: pageNumber(params),
    ...(hidden ? { hidden } : {}),
  });
  return { reviews, hidden: hidden ?? null };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-reviews');

export default function AdminReviews() {
  const { t } = useTranslation('reviews');
  const { reviews, hidden } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin-reviews.title')} intro={t('panel:admin-reviews.intro')} />
      <StaffReviewFilter current={hidden ?? undefined} />
      {reviews.data.length === 0 ? (
        <EmptyState text={t('messages:no_reviews_found')} />
      ) : (
        <StaffReviewList reviews={reviews.data} />
      )}
      <Pager current={reviews.current_page} last={reviews.last_page} total={reviews.total} />
    </div>
  );
}
