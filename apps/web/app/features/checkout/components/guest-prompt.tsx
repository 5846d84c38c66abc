import { message } from '~/lib/messages.ts';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';

/** Checkout needs an account (SPEC.md §6): guests read "Please login first" and come back here after signing in. */
export function GuestPrompt({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  return (
    <div className="notice checkout-guest" role="status">
      <p>
        <strong>{message('please_login', lang)}</strong>
      </p>
      <p>{t('guest.why')}</p>
      <p className="notice__actions">
        <Link to={signInHref} className="button button--primary">
          {t('guest.signIn')}
        </Link>
        <Link to="/cart" className="button button--secondary">
          {t('guest.backToCart')}
        </Link>
      </p>
    </div>
  );
}
