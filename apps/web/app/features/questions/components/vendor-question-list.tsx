import type { QuestionDetail, VendorQuestionList } from '@bedesten/core/schemas/questions';
import { ANSWER_MAX } from '@bedesten/core/schemas/text-limits';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { Pager } from '~/components/pager.tsx';
import { badRequestMessage } from '~/lib/api-client.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { questionsApi } from '../api.ts';
import { QuestionBody, QuestionProduct } from './question-body.tsx';

/** The store's questions, each with its answer form inline (an answered one can be edited). */
export function VendorQuestionList({ list }: { list: VendorQuestionList }) {
  const { t } = useTranslation('questions');
  if (list.data.length === 0) {
    return (
      <div className="notice">
        <p>{t('vendor.empty')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="question-list">
        {list.data.map((question) => (
          <li key={question.id} className="question card">
            <QuestionProduct question={question} withStore={false} />
            <QuestionBody question={question} answerLabel={t('vendor.yourAnswer')} />
            <AnswerForm question={question} />
          </li>
        ))}
      </ul>
      <Pager current={list.current_page} last={list.last_page} total={list.total} />
    </>
  );
}

function AnswerForm({ question }: { question: QuestionDetail }) {
  const { t } = useTranslation('questions');
  const lang = useLanguage();
  const id = useId();
  const onApiError = useApiErrorHandler();
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState(question.answer === null);
  const [text, setText] = useState(question.answer ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await questionsApi.answer({ question_id: question.id, answer: text });
    setBusy(false);
    if (!result.ok) {
      if (result.status === 400) setError(badRequestMessage(result.error, lang));
      else onApiError(result);
      return;
    }
    notifySuccess(result.data.message);
    setEditing(false);
    await revalidate();
  }

  if (!editing) {
    return (
      <button type="button" className="button button--secondary button--small" onClick={() => setEditing(true)}>
        {t('vendor.edit')}
      </button>
    );
  }
  return (
    <form className="answer-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-answer`}>{t('vendor.answerLabel')}</label>
        <textarea
          id={`${id}-answer`}
          rows={3}
          maxLength={ANSWER_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <FormAlert message={error} />
      <div className="answer-form__actions">
        <SubmitButton busy={busy} className="button button--primary button--small">
          {question.answer ? t('vendor.save') : t('vendor.answer')}
        </SubmitButton>
        {question.answer ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              setText(question.answer ?? '');
              setError(null);
              setEditing(false);
            }}
          >
            {t('vendor.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
