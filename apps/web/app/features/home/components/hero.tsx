import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { ArrowIcon, TruckIcon } from '~/components/icons.tsx';

/** The home page's opening: what Bedesten is, with the way in for customers and for vendors. */
export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner container">
        <div className="hero__copy">
          <p className="eyebrow eyebrow--on-dark">
            <TruckIcon size={18} />
            {t('hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="hero__title">
            {t('hero.title')}
          </h1>
          <p className="hero__text">{t('hero.text')}</p>
          <p className="hero__actions">
            <Link to="/stores" className="button button--primary button--large" prefetch="intent">
              {t('hero.browse')}
              <ArrowIcon size={18} />
            </Link>
            <Link to="/vendor" className="button button--on-dark button--large">
              {t('hero.partner')}
            </Link>
          </p>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/** Arcades of a covered market; decorative, drawn inline so it costs no request. */
function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect x="10" y="200" width="300" height="10" rx="5" fill="#fdba74" opacity="0.9" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(${20 + i * 72} 0)`}>
          <path d="M0 200V110a32 32 0 0 1 64 0v90" fill="none" stroke="#fed7aa" strokeWidth="8" />
          <path d="M14 200v-80a18 18 0 0 1 36 0v80Z" fill={i % 2 === 0 ? '#c2410c' : '#9a3412'} />
        </g>
      ))}
      <path d="M10 80 160 24l150 56" fill="none" stroke="#fed7aa" strokeWidth="8" strokeLinejoin="round" />
      <circle cx="160" cy="58" r="10" fill="#fdba74" />
    </svg>
  );
}
