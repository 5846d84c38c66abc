import { useTranslation } from '~/lib/i18n-react.tsx';
import { data } from 'react-router';
import { Link } from '~/components/link.tsx';
import { ErrorContent, errorStatus } from '~/components/error-page.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { failedCallStatus, serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { errorMeta, pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/category';

interface Category {
  id: string;
  slug: string;
  type: 'goods' | 'service';
  name: string;
  image_url: string | null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const result = await serverApiGet<{ data: Category[] }>(request, 'category-list', { lang }, { lang });
  if (!result.ok) throw data(null, { status: failedCallStatus(result) });
  return { categories: result.data.data };
}

export const meta: Route.MetaFunction = ({ matches, error }) =>
  error ? errorMeta(matches, errorStatus(error)) : pageMeta(matches, 'category');

/** Every business category, with a way to its products and to its shops. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <PageHeader title={t('pages:category.title')} intro={t('pages:category.intro')} />
      <ul className="card-grid">
        {loaderData.categories.map((category) => (
          <li key={category.id}>
            <article className="category-card">
              {category.image_url ? (
                <img src={category.image_url} alt="" width={96} height={96} loading="lazy" />
              ) : null}
              <div>
                <h2 className="category-card__title">{category.name}</h2>
                <p className="muted">{t(`catalogue:type.${category.type}`)}</p>
                <p className="category-card__links">
                  <Link to={`/shopping?category=${encodeURIComponent(category.slug)}`} className="text-link">
                    {t('catalogue:category.products')}
                  </Link>
                  <Link to={`/stores?category=${encodeURIComponent(category.slug)}`} className="text-link">
                    {t('catalogue:category.stores')}
                  </Link>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorContent error={error} />;
}
