import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FormAlert, SubmitButton, TextField } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { loadSchemas } from '~/lib/form/load-schemas.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { accountApi } from '../api.ts';

type Values = { vat_number: string };

/** The VAT number for invoices (SPEC.md §2 settings); empty removes it. */
export function VatForm({ initial }: { initial: string | null }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const resolver = useMemo(() => catalogueResolver<Values>((schemas) => schemas.vatForm, lang), [lang]);
  const form = useForm<Values>({ resolver, defaultValues: { vat_number: initial ?? '' } });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ vat_number }) => {
    setSummary(null);
    const { normaliseVatNumber } = await loadSchemas();
    const value = vat_number.trim() ? normaliseVatNumber(vat_number) : null;
    const result = await accountApi.updateSettings({ vat_number: value });
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    form.reset({ vat_number: result.data.data.vat_number ?? '' });
    notifySuccess(t('settings.vatSaved'));
  });

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <TextField
        label={t('settings.vatLabel')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        registration={form.register('vat_number')}
        error={form.formState.errors.vat_number?.message}
        hint={t('settings.vatHint')}
      />
      <div className="form__actions">
        <SubmitButton busy={form.formState.isSubmitting}>{t('settings.vatSave')}</SubmitButton>
      </div>
    </form>
  );
}
