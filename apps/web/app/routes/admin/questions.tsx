import type { QuestionDetailList } from '@bedesten/core/schemas/questions';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { StaffQuestionList } from '~/features/questions/components/staff-question-list.tsx';
import { questionsRead } from '~/features/questions/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import { PillTabs } from '~/components/pill-tabs.tsx';

const FILTERS = ['all', 'visible', 'hidden'] as const;
type Filter = (typeof FILTERS)[number];

/** `/admin/questions`: every product question, newest first; hide one with a reason or show it again. */
export async function loader(args: LoaderFunctionArgs) {
  const value = new URL(args.request.url).searchParams.get('show');
  const filter: Filter = value === 'visible' || value === 'hidden' ? value : 'all';
  const list = await questionsRead<QuestionDetailList>(
    args,
    'staff',
    'admin/questions',
    filter === 'all' ? {} : { hidden: filter === 'hidden' ? 'true' : 'false' },
  );
  return { filter, list };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-questions');

export default function AdminQuestionsPage() {
  const { t } = useTranslation('questions');
  const { filter, list } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="page page--panel admin-page">
      <PageHeader title={t('panel:admin-questions.title')} intro={t('panel:admin-questions.intro')} />
      <PillTabs
        label={t('staff.filter')}
        className="questions-tabs"
        tabs={FILTERS.map((item) => ({
          key: item,
          to: item === 'all' ? pathname : `${pathname}?show=${item}`,
          label: t(`staff.tabs.${item}`),
          current: item === filter,
        }))}
      />
      <StaffQuestionList key={filter} list={list} />
    </div>
  );
}
