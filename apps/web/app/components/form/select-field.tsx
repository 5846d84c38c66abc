import type { SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame, useFieldIds, type ControlProps } from './fields.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

/** The select twin of TextField: `options` (with an optional empty `placeholder` first), or `<option>` children. */
export function SelectField({
  label,
  registration,
  error,
  hint,
  className,
  options,
  placeholder,
  children,
  ...select
}: ControlProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'onChange' | 'onBlur'> & {
    options?: readonly SelectOption[];
    placeholder?: string;
  }) {
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <select
        id={ids.input}
        {...select}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}
