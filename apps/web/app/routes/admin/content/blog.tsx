import { BLOG_POST_STATUSES, type BlogPostStatus } from '@bedesten/core/content/content-schemas';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { Pager } from '~/components/pager.tsx';
import type { StaffBlogList } from '~/features/content/api.ts';
import { ReadOnlyNote } from '~/features/content/components/read-only-note.tsx';
import { staffContent } from '~/features/content/load.server.ts';
import { useCanEditContent } from '~/features/content/use-can-edit.ts';
import { useFormatDate } from '~/features/content/use-format-date.ts';
import { pageMeta } from '~/lib/meta.ts';
import { PillTabs } from '~/components/pill-tabs.tsx';

/** `?status=` of the staff blog list: one of a post's states, or every post when absent or unknown. */
function blogStatusParam(params: URLSearchParams): BlogPostStatus | null {
  const value = params.get('status');
  return (BLOG_POST_STATUSES as readonly string[]).includes(value ?? '') ? (value as BlogPostStatus) : null;
}

/**
 * `/admin/content/blog`: every post (drafts and scheduled ones too), newest
 * first, ten a page; tabs narrow it to drafts, scheduled or published posts.
 */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const status = blogStatusParam(params);
  const list = await staffContent<StaffBlogList>(args, 'blog', { page, ...(status ? { status } : {}) });
  if (!list) throw new Response(null, { status: 404 });
  return { list, status };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-blog');

const TAGS = { draft: 'tag--accent', scheduled: 'tag--accent', published: 'tag--success' } as const;

export default function AdminBlog() {
  const { t, i18n } = useTranslation('cms');
  const { list, status } = useLoaderData<typeof loader>();
  const editable = useCanEditContent();
  const formatDate = useFormatDate();
  const tr = i18n.language === 'tr';
  return (
    <div className="page page--panel admin-page cms">
      <p className="cms-back">
        <Link to="/admin/content" className="text-link">
          {t('staff.backToContent')}
        </Link>
      </p>
      <PageHeader title={t('panel:admin-blog.title')} intro={t('panel:admin-blog.intro')} />
      <ReadOnlyNote editable={editable} />
      {editable ? (
        <p>
          <Link to="/admin/content/blog/new" className="button button--primary">
            {t('blog.new')}
          </Link>
        </p>
      ) : null}
      <PillTabs
        label={t('blog.tabs')}
        tabs={[null, ...BLOG_POST_STATUSES].map((tab) => ({
          key: tab ?? 'all',
          to: tab ? `/admin/content/blog?status=${tab}` : '/admin/content/blog',
          label: tab ? t(`blog.tabStates.${tab}`) : t('blog.allPosts'),
          current: tab === status,
        }))}
      />
      {list.data.length === 0 ? (
        <p className="notice admin-empty">{status ? t('blog.noPostsIn') : t('blog.noPosts')}</p>
      ) : (
        <table className="admin-table cms-table">
          <caption className="visually-hidden">{t('panel:admin-blog.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fields.title')}</th>
              <th scope="col">{t('blog.state')}</th>
              <th scope="col">{t('fields.publishedAt')}</th>
              <th scope="col">{t('fields.author')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((post) => {
              const state = post.status;
              return (
                <tr key={post.id}>
                  <th scope="row">
                    <Link to={`/admin/content/blog/${post.id}`} className="text-link">
                      {tr ? post.title_tr : post.title_en}
                    </Link>
                  </th>
                  <td data-label={t('blog.state')}>
                    <span className={`tag ${TAGS[state]}`}>{t(`blog.states.${state}`)}</span>
                  </td>
                  <td data-label={t('fields.publishedAt')}>{formatDate(post.published_at)}</td>
                  <td data-label={t('fields.author')}>{post.author_name}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Pager current={list.current_page} last={list.last_page} total={list.total} />
    </div>
  );
}
