import type { QuestionDetailList } from '@bedesten/core/schemas/questions';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Pager } from '~/components/pager.tsx';
import { QuestionBody, QuestionProduct } from './question-body.tsx';

/** The customer's own questions, with the shop's answers; a hidden one says why. */
export function MyQuestionList({ list }: { list: QuestionDetailList }) {
  const { t } = useTranslation('questions');
  if (list.data.length === 0) {
    return (
      <div className="order-empty card">
        <p className="order-empty__title">{t('mine.empty')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="question-list">
        {list.data.map((question) => (
          <li key={question.id} className={`question card${question.hidden ? ' is-hidden' : ''}`}>
            <QuestionProduct question={question} />
            <QuestionBody question={question} />
            {question.hidden ? (
              <p className="alert question__hidden-note">
                {t('mine.hidden', { reason: question.hidden_reason ?? '' })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager current={list.current_page} last={list.last_page} total={list.total} />
    </>
  );
}
