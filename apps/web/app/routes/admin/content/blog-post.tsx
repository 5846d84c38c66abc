import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { SubmitButton } from '~/components/form/fields.tsx';
import { UploadField } from '~/components/upload-field.tsx';
import { contentApi, type BlogBody, type StaffBlogPost } from '~/features/content/api.ts';
import { fromLocalInput, toLocalInput } from '~/features/content/content.ts';
import { blogPostHref } from '~/features/content/components/blog-card.tsx';
import { BilingualInput, InputField, useContentSave } from '~/features/content/components/fields.tsx';
import { MarkdownEditor, type ContentLang } from '~/features/content/components/markdown-editor.tsx';
import { ReadOnlyNote } from '~/features/content/components/read-only-note.tsx';
import { pairErrors } from '~/features/content/form-errors.ts';
import { staffContent } from '~/features/content/load.server.ts';
import { useCanEditContent } from '~/features/content/use-can-edit.ts';
import { requireAccess } from '~/lib/session.server.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { pageMeta } from '~/lib/meta.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';

/** `/admin/content/blog/:id` (`new` to write one): a post in both languages, its cover, author and date. */
export async function loader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  if (id === 'new') {
    await requireAccess(args, 'staff');
    return { post: null };
  }
  const post = await staffContent<{ data: StaffBlogPost }>(args, `blog/${encodeURIComponent(id)}`);
  if (!post) throw new Response(null, { status: 404 });
  return { post: post.data };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-blog-post');

/** Form values: the date as the `datetime-local` input holds it. */
type Values = Omit<BlogBody, 'published_at'> & { published_local: string };

function valuesOf(post: StaffBlogPost | null): Values {
  return {
    slug: post?.slug ?? '',
    title_en: post?.title_en ?? '',
    title_tr: post?.title_tr ?? '',
    excerpt_en: post?.excerpt_en ?? '',
    excerpt_tr: post?.excerpt_tr ?? '',
    body_en: post?.body_en ?? '',
    body_tr: post?.body_tr ?? '',
    cover_url: post?.cover_url ?? null,
    author_name: post?.author_name ?? '',
    published_local: toLocalInput(post?.published_at ?? null),
  };
}

function toBody({ published_local, ...values }: Values): BlogBody {
  return { ...values, slug: values.slug.trim(), published_at: fromLocalInput(published_local) };
}

export default function AdminBlogPost() {
  const { post } = useLoaderData<typeof loader>();
  return <PostForm key={post ? `${post.id}:${post.updated_at ?? ''}` : 'new'} post={post} />;
}

function PostForm({ post }: { post: StaffBlogPost | null }) {
  const { t } = useTranslation('cms');
  const editable = useCanEditContent();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const [values, setValues] = useState<Values>(() => valuesOf(post));
  const { busy, errors, save, alert } = useContentSave<{ data: StaffBlogPost }>();
  const set = (name: 'title' | 'excerpt' | 'body') => (lang: ContentLang, text: string) =>
    setValues((current) => ({ ...current, [`${name}_${lang}`]: text }));
  const state = post?.status ?? 'draft';

  async function remove() {
    if (!post || !window.confirm(t('blog.confirmDelete'))) return;
    const result = await contentApi.deletePost(post.id);
    if (!result.ok) onError(result);
    else {
      notifySuccess(t('staff.deleted'));
      await navigate('/admin/content/blog');
    }
  }

  return (
    <div className="page page--panel admin-page cms">
      <p className="cms-back">
        <Link to="/admin/content/blog" className="text-link">
          {t('blog.backToPosts')}
        </Link>
      </p>
      <PageHeader
        title={post ? t('panel:admin-blog-post.title') : t('blog.new')}
        intro={t('panel:admin-blog-post.intro')}
      >
        {post && state === 'published' ? (
          <p>
            <Link to={blogPostHref(post.slug)} className="text-link">
              {t('staff.viewPage', { path: blogPostHref(post.slug) })}
            </Link>
          </p>
        ) : null}
      </PageHeader>
      <ReadOnlyNote editable={editable} />
      <form
        className="form cms-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const body = toBody(values);
          void save(
            () => (post ? contentApi.updatePost(post.id, body) : contentApi.createPost(body)),
            async (saved) => {
              if (post) await revalidator.revalidate();
              else await navigate(`/admin/content/blog/${saved.data.id}`, { replace: true });
            },
            t('staff.saved'),
          );
        }}
      >
        <fieldset disabled={!editable} className="cms-form__fields">
          <legend className="visually-hidden">{t('panel:admin-blog-post.title')}</legend>
          {alert}
          <BilingualInput
            label={t('fields.title')}
            value={{ en: values.title_en, tr: values.title_tr }}
            onChange={set('title')}
            errors={pairErrors(errors, 'title')}
          />
          <InputField
            label={t('fields.slug')}
            hint={t('blog.slugHint')}
            value={values.slug}
            onChange={(slug) => setValues((current) => ({ ...current, slug }))}
            autoCapitalize="none"
            spellCheck={false}
            error={errors.slug}
          />
          <BilingualInput
            label={t('fields.excerpt')}
            multiline
            value={{ en: values.excerpt_en, tr: values.excerpt_tr }}
            onChange={set('excerpt')}
            errors={pairErrors(errors, 'excerpt')}
          />
          <MarkdownEditor
            label={t('fields.body')}
            hint={t('editor.hint')}
            value={{ en: values.body_en, tr: values.body_tr }}
            onChange={set('body')}
            errors={pairErrors(errors, 'body')}
            rows={20}
          />
          <UploadField
            kind="image"
            label={t('fields.cover')}
            value={values.cover_url ? [values.cover_url] : []}
            onChange={(urls) => setValues((current) => ({ ...current, cover_url: urls[0] ?? null }))}
            error={errors.cover_url}
          />
          <InputField
            label={t('fields.author')}
            value={values.author_name}
            onChange={(author_name) => setValues((current) => ({ ...current, author_name }))}
            autoComplete="off"
            error={errors.author_name}
          />
          <InputField
            label={t('fields.publishedAt')}
            hint={t('blog.dateHint')}
            type="datetime-local"
            value={values.published_local}
            onChange={(published_local) => setValues((current) => ({ ...current, published_local }))}
            error={errors.published_at}
          />
          <div className="form__actions">
            <SubmitButton busy={busy}>{t('staff.save')}</SubmitButton>
            {post ? (
              <button
                type="button"
                className="button button--danger"
                disabled={!hydrated}
                onClick={() => void remove()}
              >
                {t('staff.delete')}
              </button>
            ) : null}
          </div>
        </fieldset>
      </form>
    </div>
  );
}
