import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import type { BlogCard as BlogCardData } from '../api.ts';
import { useFormatDate } from '../use-format-date.ts';

export function blogPostHref(slug: string): string {
  return `/blog/details?post=${encodeURIComponent(slug)}`;
}

/** A post in the blog list: cover, title, excerpt, author and date. */
export function BlogCard({ post, eager = false }: { post: BlogCardData; eager?: boolean }) {
  const { t } = useTranslation('cms');
  const formatDate = useFormatDate();
  return (
    <article className="card blog-card">
      {post.cover_url ? (
        <img
          className="blog-card__cover"
          src={post.cover_url}
          alt=""
          width={800}
          height={450}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className="blog-card__body">
        <h2 className="blog-card__title">
          <Link to={blogPostHref(post.slug)} className="blog-card__link">
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className="blog-card__excerpt">{post.excerpt}</p> : null}
        <p className="blog-card__meta muted">
          {t('blog.byline', { author: post.author_name })}
          {' · '}
          <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
        </p>
      </div>
    </article>
  );
}
