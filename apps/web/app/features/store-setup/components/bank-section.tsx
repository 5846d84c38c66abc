import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/form/fields.tsx';
import { SelectField } from '~/components/form/select-field.tsx';
import type { StoreSetupValues } from '../form-values.ts';

type Form = UseFormReturn<StoreSetupValues>;

/** Vendor bank details (SPEC.md §3 and §5: account number 9–18 digits, the IFSC pattern). */
export function BankSection({ form }: { form: Form }) {
  const { t } = useTranslation('store-setup');
  const { errors } = form.formState;
  return (
    <div className="form-grid">
      <TextField
        label={t('fields.accountHolder')}
        autoComplete="name"
        registration={form.register('account_holder_name')}
        error={errors.account_holder_name?.message}
      />
      <TextField
        label={t('fields.bankName')}
        registration={form.register('bank_name')}
        error={errors.bank_name?.message}
      />
      <TextField
        label={t('fields.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('fields.accountNumberHint')}
        registration={form.register('account_number')}
        error={errors.account_number?.message}
      />
      <TextField
        label={t('fields.ifsc')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        hint={t('fields.ifscHint')}
        registration={form.register('ifsc_code')}
        error={errors.ifsc_code?.message}
      />
      <TextField label={t('fields.branch')} registration={form.register('branch')} error={errors.branch?.message} />
      <TextField
        label={t('fields.bankAddress')}
        registration={form.register('address_of_bank')}
        error={errors.address_of_bank?.message}
      />
      <SelectField
        label={t('fields.accountType')}
        registration={form.register('account_type')}
        error={errors.account_type?.message}
      >
        <option value="">{t('fields.accountTypeChoose')}</option>
        <option value="current">{t('fields.accountTypeCurrent')}</option>
        <option value="savings">{t('fields.accountTypeSavings')}</option>
        <option value="business">{t('fields.accountTypeBusiness')}</option>
      </SelectField>
      <TextField
        label={t('fields.routingNumber')}
        autoComplete="off"
        registration={form.register('routing_number')}
        error={errors.routing_number?.message}
      />
    </div>
  );
}
