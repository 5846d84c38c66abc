import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { chooseConsent, openCookieSettings, useConsent, useConsentNoticeOpen, type Consent } from '~/lib/consent.ts';

/** The element that reopened the notice, to give focus back to once the visitor chooses. */
let opener: HTMLElement | null = null;

/**
 * The cookie notice: a small labelled bar at the bottom of the screen (one
 * sentence, the privacy link and two buttons side by side; the page gets
 * room below its end, so the bar never hides its last button), shown until
 * the visitor chooses and whenever the footer's "Cookie settings" reopens it.
 * Works with the keyboard: it comes first after the skip link, and reopening
 * it moves focus to it. What each cookie is for is in the privacy policy.
 */
export function CookieNotice() {
  const { t } = useTranslation('consent');
  const open = useConsentNoticeOpen();
  const consent = useConsent();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open && opener) {
      heading.current?.scrollIntoView({ block: 'nearest' });
      heading.current?.focus();
    }
  }, [open]);

  if (!open) return null;

  const choose = (choice: Consent) => {
    chooseConsent(choice);
    const back = opener;
    opener = null;
    back?.focus();
  };

  return (
    <section className="cookie-notice" aria-labelledby="cookie-notice-title" data-testid="cookie-notice">
      <div className="cookie-notice__inner container">
        <div className="cookie-notice__text">
          <h2 id="cookie-notice-title" className="cookie-notice__title" tabIndex={-1} ref={heading}>
            {t('title')}
          </h2>
          <p>
            {t('summary')}{' '}
            <Link to="/privacy-policy" className="text-link">
              {t('privacyLink')}
            </Link>
          </p>
          {consent ? <p className="muted">{t(consent === 'all' ? 'currentAll' : 'currentNecessary')}</p> : null}
        </div>
        <div className="cookie-notice__actions">
          <button type="button" className="button button--primary" onClick={() => choose('all')}>
            {t('acceptAll')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => choose('necessary')}>
            {t('necessaryOnly')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The footer's "Cookie settings": reopens the notice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation('consent');
  return (
    <button
      type="button"
      className={className ?? 'link-button'}
      onClick={(event) => {
        opener = event.currentTarget;
        openCookieSettings();
      }}
    >
      {t('settings')}
    </button>
  );
}
