import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldErrorText, useFieldIds } from '~/components/form/fields.tsx';

/**
 * A select and a text area built like the shared TextField: label above,
 * hint and error below, tied to the control with aria-describedby.
 */

function describedBy(ids: ReturnType<typeof useFieldIds>, hint: boolean, error: boolean): string | undefined {
  const parts = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  label,
  registration,
  options,
  placeholder,
  error,
  hint,
  className,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'onChange' | 'onBlur'> & {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly Option[];
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
}) {
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
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
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
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'onChange' | 'onBlur'> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  const ids = useFieldIds();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={ids.input}>{label}</label>
      <textarea
        id={ids.input}
        rows={4}
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
