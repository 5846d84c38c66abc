import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './fields.tsx';
import { PasswordField } from './password-field.tsx';
import { PhoneField } from './phone-field.tsx';

/**
 * The identity fields the sign-in, sign-up, partner sign-up, forgot-password,
 * profile and change-password forms all ask for, worded once (the `auth`
 * catalogue's labels). Each takes the react-hook-form instance whose values
 * hold the fields it registers.
 */

/** The part of a `useForm` result these fields use, for a form whose values include `K`. */
export interface FormWith<K extends string> {
  register: (name: K) => UseFormRegisterReturn;
  formState: { errors: Partial<Record<K, { message?: string | undefined }>> };
}

/** A person's full name (`name`). */
export function PersonNameField({ form, label }: { form: FormWith<'name'>; label?: string }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label ?? t('fields.name')}
      autoComplete="name"
      registration={form.register('name')}
      error={form.formState.errors.name?.message}
    />
  );
}

/** An e-mail address (`email`); `optional` words the label for a form that may go without one. */
export function EmailField({
  form,
  optional = false,
  hint,
}: {
  form: FormWith<'email'>;
  optional?: boolean;
  hint?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t(optional ? 'fields.emailOptional' : 'fields.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      registration={form.register('email')}
      error={form.formState.errors.email?.message}
      hint={hint}
    />
  );
}

/** A mobile number with its calling code (`country_code` and `mobile`). */
export function MobileNumberField({
  form,
  hint,
  current,
}: {
  form: FormWith<'country_code' | 'mobile'>;
  hint?: string;
  /** The calling code the form starts with, so it is among the first options. */
  current?: string | null;
}) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <PhoneField
      label={t('fields.mobile')}
      countryCode={form.register('country_code')}
      {...(current !== undefined ? { current } : {})}
      mobile={form.register('mobile')}
      countryError={errors.country_code?.message}
      mobileError={errors.mobile?.message}
      {...(hint !== undefined ? { hint } : {})}
    />
  );
}

/** A new password under the shared rules and its confirmation (`password`, `password_confirmation`). */
export function NewPasswordFields({
  form,
  label,
}: {
  form: FormWith<'password' | 'password_confirmation'>;
  /** The first field's label: "New password" unless the form is a sign-up. */
  label?: string;
}) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <>
      <PasswordField
        label={label ?? t('fields.newPassword')}
        autoComplete="new-password"
        registration={form.register('password')}
        error={errors.password?.message}
        hint={t('fields.passwordRules')}
      />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        registration={form.register('password_confirmation')}
        error={errors.password_confirmation?.message}
      />
    </>
  );
}
