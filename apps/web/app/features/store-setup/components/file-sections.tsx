import { useTranslation } from '~/lib/i18n-react.tsx';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextField } from '~/components/form/fields.tsx';
import { UploadField } from '~/components/upload-field.tsx';
import type { StoreSetupValues } from '../form-values.ts';

type Form = UseFormReturn<StoreSetupValues>;
type FileField = 'image' | 'banner_image' | 'photos' | 'license_document';

/** One upload box bound to its form field; once submitted, each change re-checks that field. */
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
