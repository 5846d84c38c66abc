import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { TextField, type TextFieldProps } from './fields.tsx';

/** A password input with a Show / Hide toggle (typing a password on a phone is hard enough). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="button button--ghost button--small field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('form.hidePassword') : t('form.showPassword')}
          <span className="visually-hidden"> ({props.label})</span>
        </button>
      }
    />
  );
}
