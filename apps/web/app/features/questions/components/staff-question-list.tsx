import type { QuestionDetail, QuestionDetailList } from '@bedesten/core/schemas/questions';
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

/** Every question for staff: hide one with a reason (the asker is told), or show a hidden one again. */
export function StaffQuestionList({ list }: { list: QuestionDetailList }) {
  const { t } = useTranslation('questions');
  if (list.data.length === 0) {
    return (
      <div className="notice">
        <p>{t('messages:no_records_found')}</p>
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
            <Moderation question={question} />
          </li>
        ))}
      </ul>
      <Pager current={list.current_page} last={list.last_page} total={list.total} />
    </>
  );
}

function Moderation({ question }: { question: QuestionDetail }) {
  const { t } = useTranslation('questions');
  const lang = useLanguage();
  const id = useId();
  const onApiError = useApiErrorHandler();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(call: () => ReturnType<typeof questionsApi.unhide>) {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if (!result.ok) {
      if (result.status === 400) setError(badRequestMessage(result.error, lang));
      else onApiError(result);
      return;
    }
    notifySuccess(result.data.message);
    setOpen(false);
    setReason('');
    await revalidate();
  }

  if (question.hidden) {
    return (
      <div className="question__moderation">
        <p className="alert question__hidden-note">
          {t('staff.hiddenBecause', { reason: question.hidden_reason ?? '' })}
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          onClick={() => void run(() => questionsApi.unhide(question.id))}
        >
          {t('staff.unhide')}
        </button>
      </div>
    );
  }
  if (!open) {
    return (
      <button type="button" className="button button--secondary button--small" onClick={() => setOpen(true)}>
        {t('staff.hide')}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => questionsApi.hide({ question_id: question.id, reason }));
  };
  return (
    <form className="answer-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('staff.reason')}</label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <FormAlert message={error} />
      <div className="answer-form__actions">
        <SubmitButton busy={busy} className="button button--danger button--small">
          {t('staff.confirmHide')}
        </SubmitButton>
        <button type="button" className="button button--secondary button--small" onClick={() => setOpen(false)}>
          {t('vendor.cancel')}
        </button>
      </div>
    </form>
  );
}
