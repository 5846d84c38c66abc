import type { QuestionDetailList } from '@bedesten/core/schemas/questions';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { AccountNav } from '~/features/account/components/account-nav.tsx';
import { MyQuestionList } from '~/features/questions/components/my-question-list.tsx';
import { questionsRead } from '~/features/questions/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/profile/my-questions`: the questions the customer asked, with the shops' answers. */
export async function loader(args: LoaderFunctionArgs) {
  return { list: await questionsRead<QuestionDetailList>(args, 'user', 'my-questions') };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'my-questions');

export default function MyQuestionsPage() {
  const { t } = useTranslation('questions');
  const { list } = useLoaderData<typeof loader>();
  return (
    <div className="page container">
      <PageHeader title={t('pages:my-questions.title')} intro={t('pages:my-questions.intro')} />
      <div className="account-layout">
        <AccountNav />
        <div>
          <MyQuestionList list={list} />
        </div>
      </div>
    </div>
  );
}
