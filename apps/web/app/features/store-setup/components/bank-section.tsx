import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { TextField } from '~/components/form/fields.tsx';
import { SelectField } from '~/components/form/select-field.tsx';
import type { StoreSetupValues } from '../form-values.ts';

type Form = UseFormReturn<StoreSetupValues>;

/**
 * Vendor bank details. Cyprus pays into an IBAN (ADR 0042), so the form asks
 * for it instead of the spec's account number and IFSC code; the BIC is optional.
 */
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
        label={t('fields.iban')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        hint={t('fields.ibanHint')}
        registration={form.register('iban')}
        error={errors.iban?.message}
      />
      <TextField
        label={t('fields.bic')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        hint={t('fields.bicHint')}
        registration={form.register('bic')}
        error={errors.bic?.message}
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
