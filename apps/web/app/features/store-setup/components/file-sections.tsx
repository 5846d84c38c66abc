import { useTranslation } from 'react-i18next';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextField } from '~/components/form/fields.tsx';
import { UploadField } from '~/components/upload-field.tsx';
import type { StoreSetupValues } from '../form-values.ts';
import { SelectField } from '~/components/form/fields.tsx';

type Form = UseFormReturn<StoreSetupValues>;
type FileField = 'image' | 'banner_image' | 'photos' | 'license_document';

function Upload({
  form,
  name,
  label,
  hint,
  kind,
  max,
  onSessionEnded,
}: {
  form: Form;
  name: FileField;
  label: string;
  hint: string;
  kind: 'image' | 'document';
  max: number;
  onSessionEnded: () => void;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <UploadField
          label={label}
          hint={hint}
          kind={kind}
          max={max}
          value={field.value}
          onChange={(urls) => {
            field.onChange(urls);
            if (form.formState.isSubmitted) void form.trigger(name);
          }}
          error={fieldState.error?.message}
          onSessionEnded={onSessionEnded}
        />
      )}
    />
  );
}

/** Store image set (SPEC.md §3): the store image, the banner and photos, uploaded through tus. */
export function ImagesSection({ form, onSessionEnded }: { form: Form; onSessionEnded: () => void }) {
  const { t } = useTranslation('store-setup');
  const common = { form, kind: 'image' as const, onSessionEnded };
  return (
    <div className="stack">
      <Upload {...common} name="image" max={1} label={t('fields.image')} hint={t('fields.imageHint')} />
      <Upload {...common} name="banner_image" max={1} label={t('fields.banner')} hint={t('fields.bannerHint')} />
      <Upload {...common} name="photos" max={10} label={t('fields.photos')} hint="" />
    </div>
  );
}

/** Documents (SPEC.md §3): the licence's name and number and the trade licence files. */
export function DocumentsSection({ form, onSessionEnded }: { form: Form; onSessionEnded: () => void }) {
  const { t } = useTranslation('store-setup');
  const { errors } = form.formState;
  return (
    <div className="stack">
      <div className="form-grid">
        <TextField
          label={t('fields.licenseName')}
          registration={form.register('license_name')}
          error={errors.license_name?.message}
        />
        <TextField
          label={t('fields.licenseNumber')}
          registration={form.register('license_number')}
          error={errors.license_number?.message}
        />
      </div>
      <Upload
        form={form}
        name="license_document"
        kind="document"
        max={5}
        label={t('fields.licenseDocument')}
        hint={t('fields.licenseDocumentHint')}
        onSessionEnded={onSessionEnded}
      />
    </div>
  );
}

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
