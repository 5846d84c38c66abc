import { formatDate } from '@bedesten/core/i18n/dates';
import type { Question, QuestionDetail } from '@bedesten/core/schemas/questions';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';

/** A question, who asked and when, and the shop's answer or "Awaiting the shop's answer". */
export function QuestionBody({ question, answerLabel }: { question: Question; answerLabel?: string }) {
  const { t } = useTranslation('questions');
  const lang = useLanguage();
  return (
    <>
      {/* Questions and answers are people's own words, in the language they wrote them. */}
      <p className="question__text" data-own-words>
        <span className="question__mark" aria-hidden="true">
          {t('q')}
        </span>
        {question.question}
      </p>
      <p className="question__meta muted">
        {t('askedBy', { name: question.asker_name })} ·{' '}
        <time dateTime={question.created_at}>{formatDate(question.created_at, lang, 'date')}</time>
      </p>
      {question.answer ? (
        <div className="question__answer">
          <p className="question__answer-label">{answerLabel ?? t('shopAnswer')}</p>
          <p data-own-words>{question.answer}</p>
        </div>
      ) : (
        <p className="question__pending">{t('awaiting')}</p>
      )}
    </>
  );
}

/** Which product a question is about, linked to its page; with the store's name where the list mixes stores. */
export function QuestionProduct({ question, withStore = true }: { question: QuestionDetail; withStore?: boolean }) {
  return (
    <p className="question__product">
      <Link to={`/stores/${question.store_slug}/${question.product_slug}`} className="text-link">
        {question.product_name}
      </Link>
      {withStore ? ` · ${question.store_title}` : null}
    </p>
  );
}
