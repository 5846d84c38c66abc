import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { LogoMark } from '~/components/icons.tsx';
import { AppBadges } from '~/components/site-footer.tsx';
import { APP_PUBLISHED } from '~/lib/site.ts';

/** The app download (the footer's "Get the app" links here, #app-download). */
export function AppPromo() {
  const { t } = useTranslation('home');
  if (!APP_PUBLISHED) return null;
  return (
    <section id="app-download" className="section container below-fold" aria-labelledby="app-title">
      <div className="app-promo">
        <div>
          <h2 id="app-title">{t('app.heading')}</h2>
          <p className="muted">{t('app.text')}</p>
          <AppBadges />
        </div>
        <PhoneArt />
      </div>
    </section>
  );
}

/** The closing call to vendors. */
export function PartnerBand() {
  const { t } = useTranslation('home');
  return (
    <section className="partner-band below-fold" aria-labelledby="partner-title">
      <div className="partner-band__inner container">
        <div>
          <h2 id="partner-title">{t('partner.heading')}</h2>
          <p>{t('partner.text')}</p>
        </div>
        <Link to="/vendor" className="button button--primary button--large">
          {t('partner.cta')}
        </Link>
      </div>
    </section>
  );
}

/** A phone showing the app; decorative. */
function PhoneArt() {
  return (
    <div className="app-promo__art" aria-hidden="true">
      <div className="phone">
        <div className="phone__bar">
          <LogoMark size={22} />
        </div>
        <span className="phone__line phone__line--wide" />
        <span className="phone__line" />
        <span className="phone__card" />
        <span className="phone__card" />
      </div>
    </div>
  );
}
