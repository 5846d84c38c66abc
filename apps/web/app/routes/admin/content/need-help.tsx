import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { SubmitButton } from '~/components/form/fields.tsx';
import { contentApi, type StaffNeedHelp } from '~/features/content/api.ts';
import { BilingualInput, InputField, useContentSave } from '~/features/content/components/fields.tsx';
import type { ContentLang } from '~/features/content/components/markdown-editor.tsx';
import { ReadOnlyNote } from '~/features/content/components/read-only-note.tsx';
import { pairErrors } from '~/features/content/form-errors.ts';
import { staffContent } from '~/features/content/load.server.ts';
import { useCanEditContent } from '~/features/content/use-can-edit.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/admin/content/need-help`: how people reach support (need-help-details). */
export async function loader(args: LoaderFunctionArgs) {
  const details = await staffContent<{ data: StaffNeedHelp }>(args, 'need-help');
  return { details: details?.data ?? null };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-need-help');

type Values = Omit<StaffNeedHelp, 'updated_at'>;

function valuesOf(details: StaffNeedHelp | null): Values {
  return {
    email: details?.email ?? '',
    phone: details?.phone ?? '',
    whatsapp: details?.whatsapp ?? null,
    hours_en: details?.hours_en ?? '',
    hours_tr: details?.hours_tr ?? '',
    address_en: details?.address_en ?? '',
    address_tr: details?.address_tr ?? '',
  };
}

export default function AdminNeedHelp() {
  const { details } = useLoaderData<typeof loader>();
  return <NeedHelpForm key={details?.updated_at ?? 'none'} details={details} />;
}

function NeedHelpForm({ details }: { details: StaffNeedHelp | null }) {
  const { t } = useTranslation('cms');
  const editable = useCanEditContent();
  const revalidator = useRevalidator();
  const [values, setValues] = useState<Values>(() => valuesOf(details));
  const { busy, errors, save, alert } = useContentSave<unknown>();
  const set = (name: 'hours' | 'address') => (lang: ContentLang, text: string) =>
    setValues((current) => ({ ...current, [`${name}_${lang}`]: text }));
  return (
    <div className="page page--panel admin-page cms">
      <p className="cms-back">
        <Link to="/admin/content" className="text-link">
          {t('staff.backToContent')}
        </Link>
      </p>
      <PageHeader title={t('panel:admin-need-help.title')} intro={t('panel:admin-need-help.intro')} />
      <ReadOnlyNote editable={editable} />
      <form
        className="form cms-form narrow"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(
            () => contentApi.saveNeedHelp({ ...values, whatsapp: values.whatsapp?.trim() || null }),
            () => revalidator.revalidate(),
            t('staff.saved'),
          );
        }}
      >
        <fieldset disabled={!editable} className="cms-form__fields">
          <legend className="visually-hidden">{t('panel:admin-need-help.title')}</legend>
          {alert}
          <InputField
            label={t('support.email')}
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(email) => setValues((current) => ({ ...current, email }))}
            error={errors.email}
          />
          <InputField
            label={t('support.phone')}
            type="tel"
            autoComplete="off"
            value={values.phone}
            onChange={(phone) => setValues((current) => ({ ...current, phone }))}
            error={errors.phone}
          />
          <InputField
            label={t('support.whatsapp')}
            hint={t('support.optional')}
            type="tel"
            autoComplete="off"
            value={values.whatsapp ?? ''}
            onChange={(whatsapp) => setValues((current) => ({ ...current, whatsapp }))}
            error={errors.whatsapp}
          />
          <BilingualInput
            label={t('support.hours')}
            value={{ en: values.hours_en, tr: values.hours_tr }}
            onChange={set('hours')}
            errors={pairErrors(errors, 'hours')}
          />
          <BilingualInput
            label={t('support.address')}
            multiline
            value={{ en: values.address_en, tr: values.address_tr }}
            onChange={set('address')}
            errors={pairErrors(errors, 'address')}
          />
          <div className="form__actions">
            <SubmitButton busy={busy}>{t('staff.save')}</SubmitButton>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
