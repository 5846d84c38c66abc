import type { QuestionList } from '@bedesten/core/schemas/questions';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Pager } from '~/components/pager.tsx';
import { QUESTIONS_PAGE_PARAM } from '../params.ts';
import { AskQuestionForm } from './ask-question-form.tsx';
import { QuestionBody } from './question-body.tsx';

/**
 * "Questions and answers" on a product page, rendered on the server: the
 * newest questions ten a page (`?questions_page=N`) and the ask form.
 */
export function ProductQuestions({ productId, list }: { productId: string; list: QuestionList | null }) {
  const { t } = useTranslation('questions');
  return (
    <section className="product-questions" aria-labelledby="questions-title" id="questions">
      <h2 id="questions-title">{t('title')}</h2>
      <AskQuestionForm productId={productId} />
      {list === null ? (
        <p className="alert alert--error" role="alert">
          {t('unavailable')}
        </p>
      ) : list.data.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <>
          <p className="muted">{t('count', { count: list.total })}</p>
          <ul className="question-list">
            {list.data.map((question) => (
              <li key={question.id} className="question card">
                <QuestionBody question={question} />
              </li>
            ))}
          </ul>
          <Pager current={list.current_page} last={list.last_page} label={t('pages')} param={QUESTIONS_PAGE_PARAM} />
        </>
      )}
    </section>
  );
}
