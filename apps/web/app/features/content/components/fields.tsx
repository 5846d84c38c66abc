import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText, FormAlert } from '~/components/form/fields.tsx';
import type { ApiResult } from '~/lib/api-client.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { fieldErrorsOf, type FieldErrors } from '../form-errors.ts';
import { CONTENT_LANGS, type Bilingual, type ContentLang } from './markdown-editor.tsx';

/** A plain input tied to its label, hint and error (controlled). */
export function InputField({
  label,
  value,
  onChange,
  error,
  hint,
  ...input
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

/** One short text in English and Turkish, side by side on a wide screen. */
export function BilingualInput({
  label,
  value,
  onChange,
  errors = {},
  multiline = false,
}: {
  label: string;
  value: Bilingual;
  onChange: (lang: ContentLang, text: string) => void;
  errors?: Partial<Record<ContentLang, string | undefined>>;
  multiline?: boolean;
}) {
  const { t } = useTranslation('cms');
  const id = useId();
  return (
    <div className="bilingual">
      {CONTENT_LANGS.map((lang) => (
        <div key={lang} className="field">
          <label htmlFor={`${id}-${lang}`}>{t('editor.labelIn', { label, language: t(`editor.${lang}`) })}</label>
          {multiline ? (
            <textarea
              id={`${id}-${lang}`}
              lang={lang}
              rows={3}
              value={value[lang]}
              onChange={(event) => onChange(lang, event.target.value)}
              aria-invalid={errors[lang] ? true : undefined}
              aria-describedby={errors[lang] ? `${id}-${lang}-error` : undefined}
            />
          ) : (
            <input
              id={`${id}-${lang}`}
              lang={lang}
              value={value[lang]}
              onChange={(event) => onChange(lang, event.target.value)}
              aria-invalid={errors[lang] ? true : undefined}
              aria-describedby={errors[lang] ? `${id}-${lang}-error` : undefined}
            />
          )}
          <FieldErrorText id={`${id}-${lang}-error`} message={errors[lang]} />
        </div>
      ))}
    </div>
  );
}

/**
 * Sends a staff form: on success a toast with the API's words and `onDone`;
 * on a 400 the field errors (for the fields) and a summary above the form;
 * other failures as the app handles them (session ended, forbidden).
 */
export function useContentSave<T>() {
  const onError = useApiErrorHandler();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);

  async function save(
    call: () => Promise<ApiResult<T>>,
    done: (data: T) => void | Promise<void>,
    fallbackMessage: string,
  ): Promise<boolean> {
    setBusy(true);
    setSummary(null);
    try {
      const result = await call();
      if (!result.ok) {
        setErrors(fieldErrorsOf(result.error));
        setSummary(onError(result, { silent: result.status === 400 }));
        return false;
      }
      setErrors({});
      const said = (result.data as { message?: unknown } | null)?.message;
      notifySuccess(typeof said === 'string' && said ? said : fallbackMessage);
      await done(result.data);
      return true;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, summary, save, alert: <FormAlert message={summary} /> };
}
