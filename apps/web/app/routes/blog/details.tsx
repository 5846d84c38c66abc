import { redirect } from 'react-router';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import type { BlogPost } from '~/features/content/api.ts';
import { blogPostMeta } from '~/features/content/blog-meta.ts';
import { publicContent } from '~/features/content/load.server.ts';
import { useFormatDate } from '~/features/content/use-format-date.ts';
import { errorMeta } from '~/lib/meta.ts';
import type { Route } from './+types/details';

/**
 * `/blog/details?post=<slug>` (SPEC.md §2): one published post; an unknown or unpublished one is a real
 * 404. Without a post the address names no page: it moves to the blog (keeping `?lang=`).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = url.searchParams.get('post')?.trim() ?? '';
  if (!slug) {
    const lang = url.searchParams.get('lang');
    throw redirect(lang ? `/blog?lang=${encodeURIComponent(lang)}` : '/blog', 301);
  }
  const post = await publicContent<BlogPost>(request, `blog/${encodeURIComponent(slug)}`);
  if (!post) throw new Response(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? blogPostMeta(matches, loaderData.post) : errorMeta(matches, 404);

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const formatDate = useFormatDate();
  const { post } = loaderData;
  return (
    <div className="page container">
      <article className="blog-post">
        <p className="blog-post__back">
          <Link to="/blog" className="text-link">
            {t('blog.back')}
          </Link>
        </p>
        <header className="page-header">
          <h1 className="page-header__title">{post.title}</h1>
          {post.excerpt ? <p className="page-header__intro">{post.excerpt}</p> : null}
          <p className="blog-post__meta muted">
            {t('blog.byline', { author: post.author_name })}
            {' · '}
            <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
          </p>
        </header>
        {post.cover_url ? (
          <img className="blog-post__cover" src={post.cover_url} alt="" width={800} height={450} decoding="async" />
        ) : null}
        {/* Markdown rendered and sanitised by the API. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    </div>
  );
}
