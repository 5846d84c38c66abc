import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldErrorText, useFieldIds } from '~/components/form/fields.tsx';

/** Select and textarea twins of the shared TextField: label above, hint and error tied by aria-describedby. */

function describedBy(ids: ReturnType<typeof useFieldIds>, hint: boolean, error: boolean): string | undefined {
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
}

interface Common {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

export function SelectField({
  label,
  registration,
  error,
  hint,
  className,
  children,
  ...select
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'onChange' | 'onBlur'>) {
  const ids = useFieldIds();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={ids.input}>{label}</label>
      <select
        id={ids.input}
        {...select}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
      >
        {children}
      </select>
      {hint ? (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={ids.error} message={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  registration,
  error,
  hint,
  className,
  ...area
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'onChange' | 'onBlur'>) {
  const ids = useFieldIds();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={ids.input}>{label}</label>
      <textarea
        id={ids.input}
        {...area}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
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
