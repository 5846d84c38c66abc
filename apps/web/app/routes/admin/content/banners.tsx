import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { SubmitButton } from '~/components/form/fields.tsx';
import { UploadField } from '~/components/upload-field.tsx';
import { contentApi, type BannerBody, type StaffBanner } from '~/features/content/api.ts';
import { BilingualInput, InputField, useContentSave } from '~/features/content/components/fields.tsx';
import type { ContentLang } from '~/features/content/components/markdown-editor.tsx';
import { ReadOnlyNote } from '~/features/content/components/read-only-note.tsx';
import { pairErrors } from '~/features/content/form-errors.ts';
import { staffContent } from '~/features/content/load.server.ts';
import { useCanEditContent } from '~/features/content/use-can-edit.ts';
import { pageMeta } from '~/lib/meta.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';

/** `/admin/content/banners`: the home page's banners, active and not. */
export async function loader(args: LoaderFunctionArgs) {
  const list = await staffContent<{ data: StaffBanner[] }>(args, 'banners');
  return { banners: list?.data ?? [] };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-banners');

function valuesOf(banner: StaffBanner | null, position: number): BannerBody {
  return {
    title_en: banner?.title_en ?? '',
    title_tr: banner?.title_tr ?? '',
    subtitle_en: banner?.subtitle_en ?? '',
    subtitle_tr: banner?.subtitle_tr ?? '',
    link_url: banner?.link_url ?? '/',
    image_url: banner?.image_url ?? null,
    position: banner?.position ?? position,
    is_active: banner?.is_active ?? true,
  };
}

export default function AdminBanners() {
  const { t, i18n } = useTranslation('cms');
  const { banners } = useLoaderData<typeof loader>();
  const editable = useCanEditContent();
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState(false);
  const tr = i18n.language === 'tr';
  const refresh = () => {
    setAdding(false);
    void revalidator.revalidate();
  };
  return (
    <div className="page page--panel admin-page cms">
      <p className="cms-back">
        <Link to="/admin/content" className="text-link">
          {t('staff.backToContent')}
        </Link>
      </p>
      <PageHeader title={t('panel:admin-banners.title')} intro={t('panel:admin-banners.intro')} />
      <ReadOnlyNote editable={editable} />
      {editable && !adding ? (
        <p>
          <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
            {t('banners.add')}
          </button>
        </p>
      ) : null}
      {adding ? (
        <BannerForm
          banner={null}
          position={banners.length}
          heading={t('banners.add')}
          editable={editable}
          onSaved={refresh}
          onCancel={() => setAdding(false)}
        />
      ) : null}
      {banners.length === 0 && !adding ? <p className="notice admin-empty">{t('banners.none')}</p> : null}
      {banners.map((banner) => (
        <BannerForm
          key={`${banner.id}:${banner.title_en}:${banner.position}:${String(banner.is_active)}`}
          banner={banner}
          position={banner.position}
          heading={tr ? banner.title_tr : banner.title_en}
          editable={editable}
          onSaved={refresh}
        />
      ))}
    </div>
  );
}

function BannerForm({
  banner,
  position,
  heading,
  editable,
  onSaved,
  onCancel,
}: {
  banner: StaffBanner | null;
  position: number;
  heading: string;
  editable: boolean;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('cms');
  const onError = useApiErrorHandler();
  const [values, setValues] = useState<BannerBody>(() => valuesOf(banner, position));
  const { busy, errors, save, alert } = useContentSave<unknown>();
  const set = (name: 'title' | 'subtitle') => (lang: ContentLang, text: string) =>
    setValues((current) => ({ ...current, [`${name}_${lang}`]: text }));

  async function remove() {
    if (!banner || !window.confirm(t('banners.confirmDelete', { title: heading }))) return;
    const result = await contentApi.deleteBanner(banner.id);
    if (!result.ok) onError(result);
    else {
      notifySuccess(t('staff.deleted'));
      onSaved();
    }
  }

  return (
    <form
      className="form cms-form card section-gap"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(
          () => (banner ? contentApi.updateBanner(banner.id, values) : contentApi.createBanner(values)),
          onSaved,
          t('staff.saved'),
        );
      }}
    >
      <fieldset disabled={!editable} className="cms-form__fields">
        <legend className="cms-form__legend">{heading || t('banners.untitled')}</legend>
        {alert}
        <BilingualInput
          label={t('fields.title')}
          value={{ en: values.title_en, tr: values.title_tr }}
          onChange={set('title')}
          errors={pairErrors(errors, 'title')}
        />
        <BilingualInput
          label={t('fields.subtitle')}
          value={{ en: values.subtitle_en, tr: values.subtitle_tr }}
          onChange={set('subtitle')}
          errors={pairErrors(errors, 'subtitle')}
        />
        <InputField
          label={t('fields.link')}
          hint={t('banners.linkHint')}
          value={values.link_url}
          onChange={(link_url) => setValues((current) => ({ ...current, link_url }))}
          autoCapitalize="none"
          spellCheck={false}
          error={errors.link_url}
        />
        <UploadField
          kind="image"
          label={t('fields.image')}
          value={values.image_url ? [values.image_url] : []}
          onChange={(urls) => setValues((current) => ({ ...current, image_url: urls[0] ?? null }))}
          error={errors.image_url}
        />
        <InputField
          label={t('fields.position')}
          type="number"
          inputMode="numeric"
          min={0}
          value={String(values.position)}
          onChange={(raw) => setValues((current) => ({ ...current, position: Number(raw) || 0 }))}
          error={errors.position}
        />
        <label className="choice">
          <input
            type="checkbox"
            checked={values.is_active}
            onChange={(event) => setValues((current) => ({ ...current, is_active: event.target.checked }))}
          />
          {t('banners.active')}
        </label>
        <div className="form__actions">
          <SubmitButton busy={busy}>{t('staff.save')}</SubmitButton>
          {banner ? (
            <button type="button" className="button button--danger" onClick={() => void remove()}>
              {t('staff.delete')}
            </button>
          ) : null}
          {onCancel ? (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t('staff.cancel')}
            </button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
