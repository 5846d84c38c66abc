import { QUESTION_FILTERS, type QuestionFilter, type VendorQuestionList } from '@bedesten/core/schemas/questions';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { VendorQuestionList as QuestionList } from '~/features/questions/components/vendor-question-list.tsx';
import { questionsRead } from '~/features/questions/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';

const isFilter = (value: string | null): value is QuestionFilter =>
  (QUESTION_FILTERS as readonly (string | null)[]).includes(value);

/** `/vendor/questions`: customers' questions about the store's products; unanswered first tab, answer inline. */
export async function loader(args: LoaderFunctionArgs) {
  const value = new URL(args.request.url).searchParams.get('status');
  const filter: QuestionFilter = isFilter(value) ? value : 'unanswered';
  const list = await questionsRead<VendorQuestionList>(args, 'vendor', 'vendor-questions', { status: filter });
  return { filter, list };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-questions');

export default function VendorQuestionsPage() {
  const { t } = useTranslation('questions');
  const { filter, list } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="page page--panel">
      <PageHeader title={t('panel:vendor-questions.title')} intro={t('panel:vendor-questions.intro')} />
      <p aria-live="polite">
        <strong>{t('vendor.unansweredCount', { count: list.unanswered_count })}</strong>
      </p>
      <nav className="pill-tabs questions-tabs" aria-label={t('vendor.filter')}>
        <ul>
          {QUESTION_FILTERS.map((item) => (
            <li key={item}>
              <Link
                to={item === 'unanswered' ? pathname : `${pathname}?status=${item}`}
                className="pill-tabs__tab"
                aria-current={item === filter ? 'page' : undefined}
              >
                {t(`vendor.tabs.${item}`)}
                {item === 'unanswered' && list.unanswered_count > 0 ? (
                  <span className="questions-count">{list.unanswered_count}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* A fresh list per tab, so inline forms do not carry one tab's drafts into another. */}
      <QuestionList key={filter} list={list} />
    </div>
  );
}
