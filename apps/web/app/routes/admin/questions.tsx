import type { QuestionDetailList } from '@bedesten/core/schemas/questions';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { StaffQuestionList } from '~/features/questions/components/staff-question-list.tsx';
import { questionsRead } from '~/features/questions/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';

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
      <nav className="pill-tabs questions-tabs" aria-label={t('staff.filter')}>
        <ul>
          {FILTERS.map((item) => (
            <li key={item}>
              <Link
                to={item === 'all' ? pathname : `${pathname}?show=${item}`}
                className="pill-tabs__tab"
                aria-current={item === filter ? 'page' : undefined}
              >
                {t(`staff.tabs.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <StaffQuestionList key={filter} list={list} />
    </div>
  );
}
