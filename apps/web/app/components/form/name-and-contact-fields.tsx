import { fieldLabel } from '~/lib/messages.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { TextField } from './fields.tsx';
import type { FormWith } from './identity-fields.tsx';

/**
 * Who receives an order and the phone to reach them (`name`, `contact`),
 * labelled with the API's field names, so the address book and checkout's
 * billing details ask the same way and show the same errors.
 */
export function NameAndContactFields({ form }: { form: FormWith<'name' | 'contact'> }) {
  const lang = useLanguage();
  const { errors } = form.formState;
  return (
    <div className="form-grid">
      <TextField
        label={fieldLabel('name', lang)}
        autoComplete="name"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={fieldLabel('contact', lang)}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        registration={form.register('contact')}
        error={errors.contact?.message}
      />
    </div>
  );
}
