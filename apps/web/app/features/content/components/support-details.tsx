import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import type { NeedHelp } from '../api.ts';

/** "Still need help?": the support details staff keep (need-help-details) and the way to the contact form. */
export function SupportDetails({ details }: { details: NeedHelp | null }) {
  const { t } = useTranslation('help');
  return (
    <aside className="notice section-gap support-details" aria-labelledby="support-title">
      <h2 id="support-title" className="notice__title">
        {t('stillNeedHelp')}
      </h2>
      <p>{t('stillNeedHelpText')}</p>
      {details ? (
        <dl className="support-details__list">
          <div>
            <dt>{t('cms:support.email')}</dt>
            <dd>
              <a href={`mailto:${details.email}`} className="text-link">
                {details.email}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('cms:support.phone')}</dt>
            <dd>
              <a href={`tel:${details.phone.replace(/\s+/g, '')}`} className="text-link">
                {details.phone}
              </a>
            </dd>
          </div>
          {details.whatsapp ? (
            <div>
              <dt>{t('cms:support.whatsapp')}</dt>
              <dd>
                <a
                  href={`https://wa.me/${details.whatsapp.replace(/\D+/g, '')}`}
                  className="text-link"
                  rel="noopener nofollow"
                >
                  {details.whatsapp}
                </a>
              </dd>
            </div>
          ) : null}
          {details.hours ? (
            <div>
              <dt>{t('cms:support.hours')}</dt>
              <dd>{details.hours}</dd>
            </div>
          ) : null}
          {details.address ? (
            <div>
              <dt>{t('cms:support.address')}</dt>
              <dd>{details.address}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="notice__actions">
        <Link to="/contact-us" className="button button--primary">
          {t('contactCta')}
        </Link>
      </p>
    </aside>
  );
}
