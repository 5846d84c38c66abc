import type { PagedList } from '@bedesten/core/paging/paged-list';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { Pagination } from '~/features/catalogue/components/pagination.tsx';
import type { BlogCard as BlogCardData } from '~/features/content/api.ts';
import { BlogCard } from '~/features/content/components/blog-card.tsx';
import { publicList } from '~/features/content/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/list';

const PER_PAGE = 9;

/** `/blog`: published posts, newest first, nine a page. */
export async function loader({ request }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const list = await publicList<PagedList<BlogCardData>>(request, 'blog', { page, per_page: PER_PAGE });
  // A page past the end is not a page.
  if (page > 1 && list.data.length === 0) throw new Response(null, { status: 404 });
  return { list };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'blog');

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { list } = loaderData;
  return (
    <div className="page container">
      <PageHeader title={t('pages:blog.title')} intro={t('pages:blog.intro')} />
      {list.data.length === 0 ? (
        <p className="notice">{t('blog.empty')}</p>
      ) : (
        <div className="blog-grid">
          {list.data.map((post, index) => (
            <BlogCard key={post.slug} post={post} eager={index === 0} />
          ))}
        </div>
      )}
      <Pagination current={list.current_page} last={list.last_page} />
    </div>
  );
}
