import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MESSAGE_SEPARATOR } from '~/lib/form/message-separator.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';

/**
 * Form building blocks: a label above each input, a hint and the errors
 * below it, tied together with aria-describedby so a screen reader reads the
 * error with the field. Errors are the catalogue's words (see
 * catalogue-resolver.ts); several problems of one field show one per line.
 */

export function FieldErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  const lines = message.split(MESSAGE_SEPARATOR).filter(Boolean);
  if (lines.length === 1) {
    return (
      <p id={id} className="field__error">
        {lines[0]}
      </p>
    );
  }
  return (
    <ul id={id} className="field__error field__error--list">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'onChange' | 'onBlur'>;

export interface TextFieldProps extends InputProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown after the input inside the same row (a button such as "Show"). */
  addon?: ReactNode;
}

/** The ids a field's parts share. */
export function useFieldIds() {
  const id = useId();
  return { input: `${id}-input`, hint: `${id}-hint`, error: `${id}-error` };
}

/** The hint and error ids a control names, when it shows them. */
export function describedBy(ids: ReturnType<typeof useFieldIds>, hint: boolean, error: boolean): string | undefined {
  const parts = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/**
 * What every field wraps its control in: the label above, the hint and the
 * errors below, with the ids the control's aria-describedby names.
 */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  className,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  hint: ReactNode;
  error: string | undefined;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={ids.input}>{label}</label>
      {children}
      {hint ? (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={ids.error} message={error} />
    </div>
  );
}

export function TextField({ label, registration, error, hint, addon, className, ...input }: TextFieldProps) {
  const ids = useFieldIds();
  const control = (
    <input
      id={ids.input}
      {...input}
      {...registration}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
    />
  );
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      {addon ? (
        <div className="field__row">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}

/** The form-level message (a wrong password, a network failure), announced when it appears. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null | undefined;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  return (
    <p className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}

/** Disabled until the page is interactive and while the request runs. */
export function SubmitButton({
  busy,
  children,
  className = 'button button--primary',
  disabled = false,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
  /** Held back for a reason the form shows (a countdown until a new code may be asked for). */
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={!hydrated || busy || disabled} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}

/** What SelectField and TextAreaField take besides their element's own attributes. */
export interface ControlProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

/** The text-area twin of TextField. */
export function TextAreaField({
  label,
  registration,
  error,
  hint,
  className,
  ...area
}: ControlProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'onChange' | 'onBlur'>) {
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={ids.input}
        rows={4}
        {...area}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
      />
    </FieldFrame>
  );
}
