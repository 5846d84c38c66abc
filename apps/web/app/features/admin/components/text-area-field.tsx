import type { TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldErrorText, useFieldIds } from '~/components/form/fields.tsx';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'onChange' | 'onBlur'> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
};

/** A labelled textarea with its hint and errors tied by aria-describedby, like TextField. */
export function TextAreaField({ label, registration, error, hint, ...textarea }: Props) {
  const ids = useFieldIds();
  const described = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={ids.input}>{label}</label>
      <textarea
        id={ids.input}
        rows={3}
        {...textarea}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint ? (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={ids.error} message={error} />
    </div>
  );
}
