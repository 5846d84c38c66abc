import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import type { PublicBanner } from '../api.ts';
import { isSameSitePath } from '../content.ts';

/**
 * The home page's banners (landing-page-banner), as a row of cards rather
 * than a moving carousel (nothing to pause, every banner readable). Only
 * same-site links are followed, whatever the data says.
 */
export function HomeBanners({ banners }: { banners: readonly PublicBanner[] }) {
  const { t } = useTranslation('cms');
  const shown = banners.filter((banner) => isSameSitePath(banner.link_url));
  if (shown.length === 0) return null;
  return (
    <section className="home-banners container" aria-label={t('banners.label')}>
      <ul className="home-banners__list">
        {shown.map((banner) => (
          <li key={banner.id}>
            <Link to={banner.link_url} className="home-banner card">
              {banner.image_url ? (
                <img
                  className="home-banner__image"
                  src={banner.image_url}
                  alt=""
                  width={320}
                  height={180}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span className="home-banner__body">
                <span className="home-banner__title">{banner.title}</span>
                {banner.subtitle ? <span className="home-banner__subtitle">{banner.subtitle}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
