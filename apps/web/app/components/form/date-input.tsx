import { useEffect, useState, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { describedBy, FieldFrame, useFieldIds } from './fields.tsx';
import { dateTextToIso, isoToDateText } from '~/lib/format-date-input.ts';
import { useLanguage } from '~/lib/root-data.ts';

export interface DateInputProps {
  id: string;
  /** Set for plain forms: a hidden input of this name carries the ISO day. */
  name?: string;
  /** ISO "YYYY-MM-DD" for plain forms. */
  defaultValue?: string;
  /** ISO "YYYY-MM-DD" when a form library holds the value. */
  value?: string;
  /** The ISO day, '' when empty, or the text as typed when it is no day (so the form's schema names the problem). */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | undefined;
}

/**
 * A day typed in the page's order and separators ("25.11.2026" in Turkish),
 * sent as ISO. Replaces <input type="date">, whose picker follows the
 * browser's language instead of the page's (see format-date-input.ts).
 */
export function DateInput({ id, name, defaultValue = '', value, onChange, onBlur, required, ...aria }: DateInputProps) {
  const lang = useLanguage();
  const { t } = useTranslation('common');
  const initial = value ?? defaultValue;
  const [iso, setIso] = useState(initial);
  const [text, setText] = useState(() => isoToDateText(initial, lang));

  // A value changed from outside (a form reset, a new filter in the URL) replaces what is shown.
  useEffect(() => {
    const outside = value ?? defaultValue;
    if (dateTextToIso(outside) !== null || outside === '') {
      setIso((current) => {
        if (current !== outside) setText(isoToDateText(outside, lang));
        return outside;
      });
    }
  }, [value, defaultValue, lang]);

  const update = (input: HTMLInputElement) => {
    const typed = input.value;
    setText(typed);
    const parsed = typed.trim() === '' ? '' : dateTextToIso(typed);
    input.setCustomValidity(parsed === null ? t('dateInput.invalid') : '');
    setIso(parsed ?? '');
    onChange?.(parsed ?? typed);
  };

  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('dateInput.format')}
        value={text}
        required={required}
        onChange={(event) => update(event.currentTarget)}
        onBlur={onBlur}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        size={10}
      />
      {name ? <input type="hidden" name={name} value={iso} /> : null}
    </>
  );
}

/** A labelled day field of a react-hook-form form, with its hint and errors. */
export function DateField<T extends FieldValues>({
  label,
  hint,
  error,
  control,
  name,
}: {
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  control: Control<T>;
  name: Path<T>;
}) {
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={undefined}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DateInput
            id={ids.input}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
            aria-invalid={error ? true : undefined}
          />
        )}
      />
    </FieldFrame>
  );
}
