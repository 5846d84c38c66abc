import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import type { BlogPost } from '~/features/content/api.ts';
import { publicContent } from '~/features/content/load.server.ts';
import { useFormatDate } from '~/features/content/use-format-date.ts';
import { errorMeta, languageFromMatches, metaTags } from '~/lib/meta.ts';
import type { Route } from './+types/details';

/** `/blog/details?post=<slug>` (SPEC.md §2): one published post; an unknown or unpublished one is a real 404. */
export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).searchParams.get('post')?.trim() ?? '';
  const post = slug ? await publicContent<BlogPost>(request, `blog/${encodeURIComponent(slug)}`) : null;
  if (!post) throw new Response(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return errorMeta(matches, 404);
  const { post } = loaderData;
  const article = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    author: { '@type': 'Person', name: post.author_name },
    datePublished: post.published_at,
    dateModified: post.updated_at,
    ...(post.cover_url ? { image: post.cover_url } : {}),
  };
  return metaTags(languageFromMatches(matches), post.title, post.excerpt, {
    extra: [{ property: 'article:published_time', content: post.published_at }, { 'script:ld+json': article }],
  });
};

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
