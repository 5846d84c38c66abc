import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { SubmitButton } from '~/components/form/fields.tsx';
import { contentApi, type PageBody, type StaffPage } from '~/features/content/api.ts';
import { pagePath } from '~/features/content/content.ts';
import { BilingualInput, useContentSave } from '~/features/content/components/fields.tsx';
import { MarkdownEditor, type ContentLang } from '~/features/content/components/markdown-editor.tsx';
import { ReadOnlyNote } from '~/features/content/components/read-only-note.tsx';
import { pairErrors } from '~/features/content/form-errors.ts';
import { staffContent } from '~/features/content/load.server.ts';
import { useCanEditContent } from '~/features/content/use-can-edit.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/admin/content/pages/:slug`: a page's title, summary and Markdown text in both languages. */
export async function loader(args: LoaderFunctionArgs) {
  const slug = args.params.slug ?? '';
  const page = await staffContent<{ data: StaffPage }>(args, `pages/${encodeURIComponent(slug)}`);
  if (!page) throw new Response(null, { status: 404 });
  return { page: page.data };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-content-page');

type Values = PageBody;

function valuesOf(page: StaffPage): Values {
  return {
    title_en: page.title_en,
    title_tr: page.title_tr,
    summary_en: page.summary_en,
    summary_tr: page.summary_tr,
    body_en: page.body_en,
    body_tr: page.body_tr,
  };
}

export default function AdminContentPage() {
  const { page } = useLoaderData<typeof loader>();
  // A fresh form per page and per saved version.
  return <PageForm key={`${page.slug}:${page.updated_at ?? 'new'}`} page={page} />;
}

function PageForm({ page }: { page: StaffPage }) {
  const { t } = useTranslation('cms');
  const editable = useCanEditContent();
  const revalidator = useRevalidator();
  const [values, setValues] = useState<Values>(() => valuesOf(page));
  const { busy, errors, save, alert } = useContentSave<unknown>();
  const set = (name: 'title' | 'summary' | 'body') => (lang: ContentLang, text: string) =>
    setValues((current) => ({ ...current, [`${name}_${lang}`]: text }));

  return (
    <div className="page page--panel admin-page cms">
      <p className="cms-back">
        <Link to="/admin/content" className="text-link">
          {t('staff.backToContent')}
        </Link>
      </p>
      <PageHeader title={t('panel:admin-content-page.title')} intro={t('panel:admin-content-page.intro')}>
        <p>
          <Link to={pagePath(page.slug)} className="text-link">
            {t('staff.viewPage', { path: pagePath(page.slug) })}
          </Link>
        </p>
      </PageHeader>
      <ReadOnlyNote editable={editable} />
      <form
        className="form cms-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(
            () => contentApi.savePage(page.slug, values),
            () => revalidator.revalidate(),
            t('staff.saved'),
          );
        }}
      >
        <fieldset disabled={!editable} className="cms-form__fields">
          <legend className="visually-hidden">{t('panel:admin-content-page.title')}</legend>
          {alert}
          <BilingualInput
            label={t('fields.title')}
            value={{ en: values.title_en, tr: values.title_tr }}
            onChange={set('title')}
            errors={pairErrors(errors, 'title')}
          />
          <BilingualInput
            label={t('fields.summary')}
            multiline
            value={{ en: values.summary_en, tr: values.summary_tr }}
            onChange={set('summary')}
            errors={pairErrors(errors, 'summary')}
          />
          <MarkdownEditor
            label={t('fields.body')}
            hint={t('editor.hint')}
            value={{ en: values.body_en, tr: values.body_tr }}
            onChange={set('body')}
            errors={pairErrors(errors, 'body')}
            rows={20}
          />
          <div className="form__actions">
            <SubmitButton busy={busy}>{t('staff.save')}</SubmitButton>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
