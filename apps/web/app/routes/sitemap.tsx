import type { SiteMap } from '@bedesten/core/schemas/site-map';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { publicContent } from '~/features/content/load.server.ts';
import { categoryStoresPath, SITE_MAP_GROUPS, siteMapLinks } from '~/features/content/site-map.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/sitemap';

/** `/sitemap`: every public page by theme, then each category with its stores (GET /api/site-map). Plain links only. */
export async function loader({ request }: Route.LoaderArgs) {
  const map = await publicContent<SiteMap>(request, 'site-map');
  return { categories: map?.categories ?? [] };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'sitemap');

export default function SiteMapPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('cms');
  const { categories } = loaderData;
  return (
    <div className="page container">
      <PageHeader title={t('pages:sitemap.title')} intro={t('pages:sitemap.intro')} />
      {/* One landmark for the pages: the groups are headings inside it, so no name repeats the footer's. */}
      <nav aria-labelledby="site-map-pages" className="stack">
        <h2 id="site-map-pages">{t('sitemap.pagesHeading')}</h2>
        <div className="site-map">
          {SITE_MAP_GROUPS.map((group) => (
            <div key={group.heading} className="site-map__group">
              <h3>{t(`sitemap.${group.heading}`)}</h3>
              <ul>
                {siteMapLinks(group.keys).map((link) => (
                  <li key={link.key}>
                    <Link to={link.path}>{t(link.labelKey)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <section aria-labelledby="site-map-categories" className="stack section-gap">
        <h2 id="site-map-categories">{t('sitemap.categoriesHeading')}</h2>
        <div className="site-map">
          {categories.map((category) => (
            <div key={category.slug} className="site-map__group">
              <h3>
                <Link to={categoryStoresPath(category.slug)}>{category.name}</Link>
              </h3>
              {category.stores.length === 0 ? (
                <p className="muted">{t('sitemap.noStores')}</p>
              ) : (
                <ul>
                  {category.stores.map((store) => (
                    <li key={store.slug} translate="no">
                      <Link to={`/stores/${store.slug}`}>{store.title}</Link>
                    </li>
                  ))}
                  {category.store_count > category.stores.length ? (
                    <li>
                      <Link to={categoryStoresPath(category.slug)} className="text-link">
                        {t('sitemap.allStores', { count: category.store_count, category: category.name })}
                      </Link>
                    </li>
                  ) : null}
                </ul>
              )}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
