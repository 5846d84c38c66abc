import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import type { StaffPageSummary } from '~/features/content/api.ts';
import { pagePath } from '~/features/content/content.ts';
import { staffContent } from '~/features/content/load.server.ts';
import { useFormatDate } from '~/features/content/use-format-date.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/admin/content`: every staff-edited page, and the ways to the FAQ, blog, banners and support details. */
export async function loader(args: LoaderFunctionArgs) {
  const pages = await staffContent<{ data: StaffPageSummary[] }>(args, 'pages');
  return { pages: pages?.data ?? [] };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-content');

const SECTIONS = [
  { key: 'admin-faqs', to: '/admin/content/faqs' },
  { key: 'admin-blog', to: '/admin/content/blog' },
  { key: 'admin-banners', to: '/admin/content/banners' },
  { key: 'admin-need-help', to: '/admin/content/need-help' },
] as const;

export default function AdminContent() {
  const { t, i18n } = useTranslation('cms');
  const { pages } = useLoaderData<typeof loader>();
  const formatDate = useFormatDate();
  const tr = i18n.language === 'tr';
  return (
    <div className="page page--panel admin-page cms">
      <PageHeader title={t('panel:admin-content.title')} intro={t('panel:admin-content.intro')} />
      <ul className="cms-sections">
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <Link to={section.to} className="card cms-section">
              <span className="cms-section__title">{t(`panel:${section.key}.title`)}</span>
              <span className="muted">{t(`panel:${section.key}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="cms-pages-title" className="stack section-gap">
        <h2 id="cms-pages-title">{t('staff.pagesHeading')}</h2>
        <table className="admin-table cms-table">
          <caption className="visually-hidden">{t('staff.pagesHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.page')}</th>
              <th scope="col">{t('staff.address')}</th>
              <th scope="col">{t('staff.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.slug}>
                <th scope="row">
                  <Link to={`/admin/content/pages/${page.slug}`} className="text-link">
                    {tr ? page.title_tr : page.title_en}
                  </Link>
                </th>
                <td data-label={t('staff.address')}>
                  <Link to={pagePath(page.slug)} className="text-link">
                    {pagePath(page.slug)}
                  </Link>
                </td>
                <td data-label={t('staff.updated')}>
                  {page.exists ? (
                    formatDate(page.updated_at)
                  ) : (
                    <span className="tag tag--accent">{t('staff.notWritten')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
