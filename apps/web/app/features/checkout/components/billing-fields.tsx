import { fieldLabel } from '~/lib/messages.ts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { TextAreaField, TextField } from '~/components/form/fields.tsx';
import { NameAndContactFields } from '~/components/form/name-and-contact-fields.tsx';
import { useLanguage } from '~/lib/root-data.ts';

export interface BillingValues {
  name: string;
  email: string;
  contact: string;
  order_notes: string;
}

/** The billing name, phone and optional e-mail, and a note for the shop. */
export function BillingFields({ form }: { form: UseFormReturn<BillingValues> }) {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  const label = (field: string) => fieldLabel(field, lang);
  const { errors } = form.formState;
  return (
    <>
      <NameAndContactFields form={form} />
      <TextField
        label={t('shipping.emailOptional', { label: label('email') })}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email?.message}
        hint={t('shipping.emailHint')}
      />
      <TextAreaField
        label={t('shipping.note')}
        rows={3}
        maxLength={500}
        registration={form.register('order_notes')}
        error={errors.order_notes?.message}
        hint={t('shipping.noteHint')}
      />
    </>
  );
}
