import { QUESTION_MAX } from '@bedesten/core/schemas/text-limits';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation, useRevalidator } from 'react-router';
import { Link } from '~/components/link.tsx';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { badRequestMessage } from '~/lib/api-client.ts';
import { createOneAtATime } from '~/lib/one-at-a-time.ts';
import { useLanguage, useSessionUser } from '~/lib/root-data.ts';
import { signInHrefFor } from '~/lib/use-session.ts';
import { questionsApi } from '../api.ts';

/**
 * Ask the shop. A guest's button leads to sign-in and back to this product;
 * a session that ended meanwhile answers "Please login first" with the same
 * way to sign in. After asking, the list reloads with the new question on top.
 * One question is sent at a time: a second press (or Enter) while the first
 * is on its way does nothing, and the API refuses the same question twice.
 */
export function AskQuestionForm({ productId }: { productId: string }) {
  const { t } = useTranslation('questions');
  const lang = useLanguage();
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const { revalidate } = useRevalidator();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signInNeeded, setSignInNeeded] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const signIn = signInHrefFor(pathname, search);
  const [once] = useState(createOneAtATime);

  async function send() {
    setBusy(true);
    setError(null);
    setSent(null);
    const result = await questionsApi.ask({ product_id: productId, question: text });
    setBusy(false);
    if (result.ok) {
      setText('');
      setSent(result.data.message);
      await revalidate();
      return;
    }
    setSignInNeeded(result.status === 401);
    setError(
      result.status === 400
        ? badRequestMessage(result.error, lang)
        : (result.error?.error ?? t('messages:internal_error')),
    );
  }

  if (!user) {
    return (
      <div className="ask-question ask-question--guest">
        <p>{t('guestIntro')}</p>
        <Link to={signIn} className="button button--primary">
          {t('signInToAsk')}
        </Link>
      </div>
    );
  }
  return (
    <form
      className="ask-question"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void once(send);
      }}
      noValidate
    >
      <div className="field">
        <label htmlFor={`${id}-question`}>{t('askLabel')}</label>
        <textarea
          id={`${id}-question`}
          rows={3}
          maxLength={QUESTION_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
          aria-invalid={error && !signInNeeded ? true : undefined}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('askHint')}
        </p>
      </div>
      <FormAlert message={error} />
      {signInNeeded ? (
        <p>
          <Link to={signIn} className="text-link">
            {t('signInToAsk')}
          </Link>
        </p>
      ) : null}
      <FormAlert message={sent} tone="success" />
      <SubmitButton busy={busy}>{t('ask')}</SubmitButton>
    </form>
  );
}
