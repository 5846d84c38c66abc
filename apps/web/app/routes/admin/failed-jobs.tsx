import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { Pager } from '~/components/pager.tsx';
import { FailedJobList } from '~/features/admin/components/failed-job-list.tsx';
import { EmptyState } from '~/features/admin/components/status-tabs.tsx';
import type { FailedJob } from '~/features/admin/failed-jobs-api.ts';
import { loadStaffList } from '~/features/admin/loaders.server.ts';
import { pageParam } from '~/features/admin/query.ts';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { pageMeta } from '~/lib/meta.ts';

/**
 * `/admin/failed-jobs`: background jobs (e-mail, SMS, push, sweeps) that
 * failed every attempt, newest first, ten a page (ADR 0058). Every member of
 * staff reads it; managers and above retry or discard a job.
 */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const jobs = await loadStaffList<FailedJob>(args, 'admin/failed-jobs', { page: pageParam(params) });
  return { jobs };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-failed-jobs');

export default function AdminFailedJobs() {
  const { t } = useTranslation('admin');
  const { jobs } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin-failed-jobs.title')} intro={t('panel:admin-failed-jobs.intro')} />
      <section aria-labelledby="failed-jobs-list">
        <h2 id="failed-jobs-list" className="visually-hidden">
          {t('failedJobs.list')}
        </h2>
        {jobs.data.length === 0 ? <EmptyState text={t('failedJobs.empty')} /> : <FailedJobList jobs={jobs.data} />}
        <Pager current={jobs.current_page} last={jobs.last_page} total={jobs.total} />
      </section>
    </div>
  );
}
