import { useTranslation } from '~/lib/i18n-react.tsx';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import type { PublicPage } from '~/features/content/api.ts';
import { slugOfPath } from '~/features/content/content.ts';
import { publicContent } from '~/features/content/load.server.ts';
import { useFormatDate } from '~/features/content/use-format-date.ts';
import { pageMeta } from '~/lib/meta.ts';
import { pageKeyFromMatches } from '~/lib/page-key.ts';
import { PAGES, pageAccess } from '~/lib/pages.ts';
import { requireAccess } from '~/lib/session.server.ts';

/**
 * Help, legal and information pages (about us, terms, privacy, delivery,
 * payment, returns, accessibility, modern slavery statement, protection of
 * intellectual property, vendor terms): registered once per page, the text
 * written by staff (`getPage?slug=<page key>`), rendered and sanitised by the
 * API.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const slug = slugOfPath(new URL(request.url).pathname);
  // Every content page is public today (the vendor terms too, issue 43); a page the table guards stays guarded.
  const page = PAGES.find((entry) => slugOfPath(entry.path) === slug);
  if (page && pageAccess(page) !== 'public') await requireAccess(args, pageAccess(page));
  // The API answers a known page with its default text until staff save one: a 404 is an unknown slug.
  const content = await publicContent<PublicPage>(request, 'getPage', { slug });
  if (!content) throw new Response(null, { status: 404 });
  return { page: content };
}

// The tab title and description follow what staff wrote, like the page itself.
export const meta: MetaFunction<typeof loader> = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    pageKeyFromMatches(matches) ?? '',
    loaderData?.page
      ? { title: loaderData.page.title, ...(loaderData.page.summary ? { description: loaderData.page.summary } : {}) }
      : {},
  );

export default function ContentPage() {
  const { t } = useTranslation('cms');
  const { page } = useLoaderData<typeof loader>();
  const formatDate = useFormatDate();
  return (
    <div className="page container">
      <PageHeader title={page.title} intro={page.summary || undefined} />
      <div className="prose-wrap">
        <article className="prose">
          {/* Markdown rendered and sanitised by the API: no raw HTML, no script, safe links only. */}
          <div dangerouslySetInnerHTML={{ __html: page.html }} />
          <p className="prose__footer muted">
            {t('page.updated', { date: formatDate(page.updated_at) })}
            {' · '}
            <Link to="/help" className="text-link">
              {t('common:errors.getHelp')}
            </Link>
          </p>
        </article>
      </div>
    </div>
  );
}
